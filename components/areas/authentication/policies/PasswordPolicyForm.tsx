"use client";

import { Heading, Stack, Text } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import { useMemo } from "react";
import { useFieldArray } from "react-hook-form";
import { FormActions, EditForm } from "@/components/kit/form";
import { useServerInfo } from "@/lib/console-context";
import { AddPolicyMenu } from "./AddPolicyMenu";
import {
  passwordPolicySchema,
  toPasswordPolicyRealm,
  toPasswordPolicyValues,
  type PasswordPolicyValues,
} from "./passwordPolicyForm";
import { addablePolicies, newPolicyRow } from "./passwordPolicyString";
import { PasswordPolicyRowField } from "./PasswordPolicyRowField";
import type { PolicyTabProps } from "./policyTabProps";
import { useRealmForm } from "@/components/kit/form/useRealmForm";

/** The realm's password policy as rows, one per policy of its string; saving writes the string back. */
export function PasswordPolicyForm({ realm, readOnly }: PolicyTabProps) {
  const t = useTranslations();
  const serverTypes = useServerInfo().passwordPolicies;
  const types = useMemo(() => serverTypes ?? [], [serverTypes]);
  const schema = useMemo(
    () =>
      passwordPolicySchema(types, {
        required: t("required"),
        mustBeInteger: t("mustBeANumber"),
        noSeparator: t("policyValueNoAnd"),
      }),
    [types, t],
  );
  const edit = useRealmForm<PasswordPolicyValues>({
    readOnly,
    realm,
    schema,
    toValues: toPasswordPolicyValues,
    toRealm: toPasswordPolicyRealm,
    successKey: "updatePasswordPolicySuccess",
    errorKey: "updatePasswordPolicyError",
  });
  const { fields, append, remove } = useFieldArray({ control: edit.form.control, name: "policies" });
  const rows = edit.form.watch("policies");

  return (
    <EditForm edit={edit} label={t("passwordPolicy")} layout={{ gap: "5", maxW: "2xl", py: "6" }}>
      {!readOnly && <AddPolicyMenu types={addablePolicies(types, rows)} onAdd={(type) => append(newPolicyRow(type))} />}
      {fields.length === 0 && (
        <Stack gap="1">
          <Heading as="h2" size="md">
            {t("noPasswordPolicies")}
          </Heading>
          <Text>{t("noPasswordPoliciesInstructions")}</Text>
        </Stack>
      )}
      {fields.map((field, index) => (
        <PasswordPolicyRowField
          key={field.id}
          control={edit.form.control}
          index={index}
          id={rows[index]?.id ?? ""}
          type={types.find((type) => type.id === rows[index]?.id)}
          hasValue={rows[index]?.value !== undefined}
          readOnly={readOnly}
          onRemove={() => remove(index)}
        />
      ))}
      <FormActions />
    </EditForm>
  );
}
