"use client";

import type { ReactNode } from "react";
import { Button, HStack, Stack } from "@chakra-ui/react";
import { PrimaryButton } from "@/components/kit/ui/PrimaryButton";
import type ClientRepresentation from "@keycloak/keycloak-admin-client/lib/defs/clientRepresentation.js";
import type AuthenticationFlowRepresentation from "@keycloak/keycloak-admin-client/lib/defs/authenticationFlowRepresentation.js";
import { useTranslations } from "next-intl";
import { useFormState, type UseFormReturn } from "react-hook-form";
import { useAlerts } from "@/lib/console-context";
import { errorStatus, explainError } from "@/lib/errors";
import { useUpdateClient } from "@/lib/queries/clients";
import { AdvancedFieldInput } from "./AdvancedFieldInput";
import { fieldKey, fromAdvancedValues, type AdvancedValues } from "./advancedFields";
import type { AdvancedSection } from "./advancedSections";

export type AdvancedFormSectionProps = {
  realm: string;
  client: ClientRepresentation;
  section: AdvancedSection;
  form: UseFormReturn<AdvancedValues>;
  readOnly: boolean;
  flows: AuthenticationFlowRepresentation[];
  /** Above the fields (the cluster nodes' table). */
  children?: ReactNode;
};

/**
 * One section's fields with its own Save and Revert, as Keycloak saves the Advanced tab section by section: saving
 * sends only this section's values, and another section's unsaved changes stay in the form.
 */
export function AdvancedFormSection({
  realm,
  client,
  section,
  form,
  readOnly,
  flows,
  children,
}: AdvancedFormSectionProps) {
  const t = useTranslations();
  const { addError } = useAlerts();
  const update = useUpdateClient(realm, client.id!);
  const names = section.fields.map(fieldKey);
  const { dirtyFields, isSubmitting } = useFormState({ control: form.control, name: names });
  const dirty = names.some((name) => dirtyFields[name] !== undefined);

  const save = async () => {
    if (!(await form.trigger(names))) return;
    const values = form.getValues();
    try {
      await update.mutateAsync(fromAdvancedValues(section.fields, values, client));
      for (const name of names) form.resetField(name, { defaultValue: values[name] });
    } catch (error) {
      // the update leaves a 409 to forms; none of these fields is the one it is about
      if (errorStatus(error) === 409) addError("clientSaveError", explainError(error, t));
    }
  };
  const revert = () => {
    for (const name of names) form.resetField(name);
  };

  return (
    <Stack gap="4">
      {children}
      {section.fields.map((field) => (
        <AdvancedFieldInput
          key={fieldKey(field)}
          field={field}
          control={form.control}
          readOnly={readOnly}
          flows={flows}
          current={(form.formState.defaultValues?.[fieldKey(field)] as string | undefined) ?? ""}
        />
      ))}
      {!readOnly && (
        <HStack gap="3">
          <PrimaryButton disabled={!dirty || isSubmitting} loading={update.isPending} onClick={save}>
            {t("save")}
          </PrimaryButton>
          <Button variant="ghost" disabled={!dirty} onClick={revert}>
            {t("revert")}
          </Button>
        </HStack>
      )}
    </Stack>
  );
}
