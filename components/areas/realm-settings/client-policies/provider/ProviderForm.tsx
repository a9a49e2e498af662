"use client";

import { useState } from "react";
import { Button, Stack, Text } from "@chakra-ui/react";
import type ComponentTypeRepresentation from "@keycloak/keycloak-admin-client/lib/defs/componentTypeRepresentation.js";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { FormProvider, useForm, useWatch, type Resolver } from "react-hook-form";
import { DynamicConfigFields } from "@/components/shared/dynamic-config";
import { useConfigText } from "@/components/shared/dynamic-config/useConfigText";
import { FormActions, SelectField, useReadOnly } from "@/components/kit/form";
import { UnsavedChangesDialog } from "@/components/kit/form/UnsavedChangesDialog";
import { useUnsavedChangesBlocker } from "@/components/kit/form/useUnsavedChangesBlocker";
import { toConfigFormValues } from "@/lib/dynamic-config/configValues";
import {
  fromProviderFormValues,
  propertiesOf,
  providerSchema,
  toProviderFormValues,
  type ProviderConfiguration,
  type ProviderFormValues,
} from "./providerConfig";

export type ProviderFormProps = {
  realm: string;
  /** serverinfo's executor or condition types */
  providers: readonly ComponentTypeRepresentation[];
  /** The stored provider id and configuration; none for a new one. */
  stored?: { type: string; configuration?: ProviderConfiguration };
  /** Message key of the type field's label ("executorType", "conditionType"). */
  typeLabelKey: string;
  formLabel: string;
  /** Saves; rejects when the server refused, whose message the mutation's alert shows. */
  onSave(type: string, configuration: ProviderConfiguration): Promise<unknown>;
  onDone(): void;
};

/** A client policy executor or condition: its type from serverinfo and the type's settings on the dynamic form. */
export function ProviderForm({ realm, providers, stored, typeLabelKey, formLabel, onSave, onDone }: ProviderFormProps) {
  const readOnly = useReadOnly();
  const t = useTranslations();
  const configText = useConfigText();
  const [schema] = useState(() =>
    providerSchema(providers, { required: t("required"), tooSmall: (min) => t("valueTooSmall", { min }) }),
  );
  const form = useForm<ProviderFormValues>({
    defaultValues: toProviderFormValues(providers, stored?.type ?? "", stored?.configuration),
    resolver: zodResolver(schema) as Resolver<ProviderFormValues>,
    mode: "onChange",
  });
  const type = useWatch({ control: form.control, name: "type" });
  const provider = providers.find((candidate) => candidate.id === type);
  const blocker = useUnsavedChangesBlocker(() => form.formState.isDirty && !form.formState.isSubmitSuccessful);

  const save = async (values: ProviderFormValues) => {
    try {
      await onSave(values.type, fromProviderFormValues(providers, values));
      blocker.allowNext();
      onDone();
    } catch {
      // the mutation's alert shows the server's message; the form keeps what was typed
    }
  };

  return (
    <FormProvider {...form}>
      <form onSubmit={form.handleSubmit(save)} noValidate aria-label={formLabel}>
        <UnsavedChangesDialog open={blocker.blocked} onLeave={blocker.leave} onStay={blocker.stay} />
        <Stack gap="5" maxW="2xl" px="6" py="6">
          <SelectField<ProviderFormValues>
            name="type"
            label={t(typeLabelKey)}
            required
            readOnly={readOnly || stored !== undefined}
            placeholder={t("choose")}
            options={providers.map((candidate) => candidate.id ?? "")}
            rules={{
              onChange: (event: { target: { value: string } }) =>
                form.setValue("config", toConfigFormValues(propertiesOf(providers, event.target.value), undefined)),
            }}
          />
          {provider?.helpText && <Text color="fg.muted">{configText(provider.helpText)}</Text>}
          {provider && (
            <DynamicConfigFields<ProviderFormValues>
              key={provider.id}
              properties={propertiesOf(providers, provider.id ?? "")}
              realm={realm}
            />
          )}
          {readOnly ? (
            <Button alignSelf="start" variant="outline" onClick={onDone}>
              {t("back")}
            </Button>
          ) : (
            <FormActions form={form} submitLabel={stored ? t("save") : t("add")} onCancel={onDone} />
          )}
        </Stack>
      </form>
    </FormProvider>
  );
}
