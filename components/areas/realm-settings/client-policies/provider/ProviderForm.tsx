"use client";

import { Button, Text } from "@chakra-ui/react";
import type ComponentTypeRepresentation from "@keycloak/keycloak-admin-client/lib/defs/componentTypeRepresentation.js";
import { useTranslations } from "next-intl";
import { useWatch } from "react-hook-form";
import { DynamicConfigFields } from "@/components/shared/dynamic-config";
import { useConfigText } from "@/components/shared/dynamic-config/useConfigText";
import { EditForm, FormActions, SelectField, useEditForm } from "@/components/kit/form";
import { toConfigFormValues } from "@/lib/dynamic-config/configValues";
import {
  fromProviderFormValues,
  propertiesOf,
  providerSchema,
  toProviderFormValues,
  type ProviderConfiguration,
  type ProviderFormValues,
} from "./providerConfig";

type StoredProvider = { type: string; configuration?: ProviderConfiguration };

export type ProviderFormProps = {
  realm: string;
  /** serverinfo's executor or condition types */
  providers: readonly ComponentTypeRepresentation[];
  /** The stored provider id and configuration; none for a new one. */
  stored?: StoredProvider;
  /** Message key of the type field's label ("executorType", "conditionType"). */
  typeLabelKey: string;
  formLabel: string;
  /** Saves; rejects when the server refused, whose message the mutation's alert shows. */
  onSave(type: string, configuration: ProviderConfiguration): Promise<unknown>;
  onDone(): void;
};

/** A client policy executor or condition: its type from serverinfo and the type's settings on the dynamic form. */
export function ProviderForm({ realm, providers, stored, typeLabelKey, formLabel, onSave, onDone }: ProviderFormProps) {
  const t = useTranslations();
  const configText = useConfigText();
  const edit = useEditForm({
    data: stored,
    toValues: (provider?: StoredProvider) =>
      toProviderFormValues(providers, provider?.type ?? "", provider?.configuration),
    schema: () =>
      providerSchema(providers, { required: t("required"), tooSmall: (min) => t("valueTooSmall", { min }) }),
    // the mutation's alert shows a refusal; the form keeps what was typed
    save: (values: ProviderFormValues) => onSave(values.type, fromProviderFormValues(providers, values)),
    onSaved: onDone,
  });
  const { form } = edit;
  // the type whose settings the form shows: only a change of type starts them afresh. The type's combobox may say
  // its choice again (as the focus leaves it for a setting), which reset a setting clicked at that moment.
  const type = useWatch({ control: form.control, name: "type" });
  const provider = providers.find((candidate) => candidate.id === type);

  return (
    <EditForm edit={edit} label={formLabel} layout={{ gap: "5", maxW: "2xl", px: "6", py: "6" }}>
      <SelectField<ProviderFormValues>
        name="type"
        label={t(typeLabelKey)}
        required
        readOnly={stored !== undefined}
        placeholder={t("choose")}
        options={providers.map((candidate) => candidate.id ?? "")}
        rules={{
          onChange: ({ target: { value } }: { target: { value: string } }) => {
            if (value === type) return;
            form.setValue("config", toConfigFormValues(propertiesOf(providers, value), undefined));
          },
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
      {edit.readOnly ? (
        <Button alignSelf="start" variant="outline" onClick={onDone}>
          {t("back")}
        </Button>
      ) : (
        <FormActions submitLabel={stored ? t("save") : t("add")} onCancel={onDone} allowNonDirty={!stored} />
      )}
    </EditForm>
  );
}
