"use client";

import { useReadOnly } from "@/components/kit/form";
import { useState } from "react";
import { Button, Code, Heading, HStack, Stack, Table, Text, VisuallyHidden } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import { useFormState, useWatch, type UseFormReturn } from "react-hook-form";
import { useConfirmDelete } from "@/components/kit/screen/useConfirmDelete";
import { PlusIcon } from "@/components/kit/ui/icons";
import { useServerInfo } from "@/lib/console-context";
import type { AttributeFormValues, ValidatorEntry } from "./attributeForm";
import { AddValidatorDialog } from "./AddValidatorDialog";
import { addableValidators } from "./validatorConfig";

type AttributeValidationsProps = { realm: string; form: UseFormReturn<AttributeFormValues> };

/** The attribute's validators with their config; added from the server's list, removed after asking. */
export function AttributeValidations({ realm, form }: AttributeValidationsProps) {
  const readOnly = useReadOnly();
  const t = useTranslations();
  const serverInfo = useServerInfo();
  const validations = useWatch({ control: form.control, name: "validations" });
  const error = useFormState({ control: form.control, name: "validations" }).errors.validations;
  const [adding, setAdding] = useState(false);
  const setValidations = (next: ValidatorEntry[]) =>
    form.setValue("validations", next, { shouldDirty: true, shouldValidate: true });

  const [askRemove, removeDialog] = useConfirmDelete<ValidatorEntry>({
    titleKey: "deleteValidatorConfirmTitle",
    messageKey: "deleteValidatorConfirmMsg",
    messageValues: (entry) => ({ validatorName: entry.id }),
    onDelete: async (entry) => setValidations(validations.filter((v) => v.id !== entry.id)),
  });

  return (
    <Stack gap="4">
      {removeDialog}
      {adding && (
        <AddValidatorDialog
          realm={realm}
          validators={addableValidators(serverInfo, validations)}
          onAdd={(entry) => {
            setValidations([...validations, entry]);
            // Keycloak's console shows the options of an options validator as a select
            if (entry.id === "options" && form.getValues("inputType") === "")
              form.setValue("inputType", "select", { shouldDirty: true });
          }}
          onClose={() => setAdding(false)}
        />
      )}
      <HStack justify="space-between">
        <Heading as="h2" size="md">
          {t("validations")}
        </Heading>
        {!readOnly && (
          <Button size="sm" variant="outline" onClick={() => setAdding(true)}>
            <PlusIcon />
            {t("addValidator")}
          </Button>
        )}
      </HStack>
      {error?.message && (
        <Text color="fg.error" role="alert">
          {error.message}
        </Text>
      )}
      {validations.length === 0 ? (
        <Text color="fg.muted">{t("emptyValidators")}</Text>
      ) : (
        <Table.Root size="sm" aria-label={t("validations")}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t("validatorName")}</Table.ColumnHeader>
              <Table.ColumnHeader>{t("validatorConfig")}</Table.ColumnHeader>
              {!readOnly && (
                <Table.ColumnHeader>
                  <VisuallyHidden>{t("rowActions")}</VisuallyHidden>
                </Table.ColumnHeader>
              )}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {validations.map((entry) => (
              <Table.Row key={entry.id}>
                <Table.Cell>{entry.id}</Table.Cell>
                <Table.Cell>
                  <Code wordBreak="break-all">{JSON.stringify(entry.config)}</Code>
                </Table.Cell>
                {!readOnly && (
                  <Table.Cell textAlign="end">
                    <Button
                      size="xs"
                      variant="ghost"
                      colorPalette="red"
                      onClick={() => askRemove(entry)}
                      aria-label={t("deleteAttributeNamed", { name: entry.id })}
                    >
                      {t("delete")}
                    </Button>
                  </Table.Cell>
                )}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
    </Stack>
  );
}
