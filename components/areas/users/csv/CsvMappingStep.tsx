"use client";

import { Alert, Checkbox, NativeSelect, Stack, Text } from "@chakra-ui/react";
import type { UserProfileAttributeMetadata } from "@keycloak/keycloak-admin-client/lib/defs/userProfileMetadata.js";
import { useTranslations } from "next-intl";
import { SimpleTable } from "@/components/kit/ui/SimpleTable";
import { TruncatedText } from "@/components/kit/ui/TruncatedText";
import { isRootAttribute } from "@/lib/form/userProfile";
import { attributeTarget, FIXED_TARGETS, type ImportMapping, type ImportTarget } from "@/lib/csv/userImportMapping";

export type CsvMappingStepProps = {
  columns: readonly string[];
  /** The first data row, shown beside each column so the user sees what it holds. */
  sample: readonly string[] | undefined;
  mapping: ImportMapping;
  onMappingChange(mapping: ImportMapping): void;
  attributes: readonly UserProfileAttributeMetadata[];
  temporaryPassword: boolean;
  onTemporaryPasswordChange(temporary: boolean): void;
  usernameMapped: boolean;
};

/** The import's second step: each column goes to a user field, a user-profile attribute, or nowhere. */
export function CsvMappingStep(props: CsvMappingStepProps) {
  const { columns, sample, mapping, onMappingChange, attributes, temporaryPassword, usernameMapped } = props;
  const t = useTranslations();
  const attributeNames = attributes.flatMap((attribute) =>
    attribute.name && !isRootAttribute(attribute.name) ? [attribute.name] : [],
  );
  const targets: ImportTarget[] = [...FIXED_TARGETS, ...attributeNames.map(attributeTarget)];
  const label = (target: ImportTarget) =>
    target.startsWith("attribute:") ? t("csvAttribute", { name: target.slice("attribute:".length) }) : t(target);
  const choose = (index: number, target: ImportTarget) =>
    onMappingChange(
      // a field takes one column: choosing it here frees the column that had it
      mapping.map((current, i) =>
        i === index ? target : current === target && target !== "ignore" ? "ignore" : current,
      ),
    );

  return (
    <Stack gap="4">
      <Text>{t("csvMappingExplain")}</Text>
      {!usernameMapped && (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Title>{t("csvUsernameNotMapped")}</Alert.Title>
        </Alert.Root>
      )}
      <SimpleTable
        label={t("csvMapping")}
        rows={columns}
        rowKey={(column) => column}
        columns={[
          { headerKey: "csvColumn", cell: (column) => <TruncatedText text={column} />, cellProps: { maxW: "48" } },
          {
            headerKey: "csvSample",
            cell: (_, index) => <TruncatedText text={sample?.[index] ?? ""} />,
            cellProps: { maxW: "48" },
          },
          {
            headerKey: "csvImportedAs",
            cell: (column, index) => (
              <NativeSelect.Root size="sm">
                <NativeSelect.Field
                  aria-label={t("csvImportedAsColumn", { column })}
                  value={mapping[index]}
                  onChange={(event) => choose(index, event.target.value as ImportTarget)}
                >
                  <option value="ignore">{t("csvIgnore")}</option>
                  {targets.map((target) => (
                    <option key={target} value={target}>
                      {label(target)}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            ),
          },
        ]}
      />
      {mapping.includes("password") && (
        <Checkbox.Root
          checked={temporaryPassword}
          onCheckedChange={({ checked }) => props.onTemporaryPasswordChange(checked === true)}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{t("csvTemporaryPassword")}</Checkbox.Label>
        </Checkbox.Root>
      )}
    </Stack>
  );
}
