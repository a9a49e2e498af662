"use client";

import { useEffect, useState, type ReactNode } from "react";
import { Button, Stack } from "@chakra-ui/react";
import type IdentityProviderMapperRepresentation from "@keycloak/keycloak-admin-client/lib/defs/identityProviderMapperRepresentation.js";
import type { IdentityProviderMapperTypeRepresentation } from "@keycloak/keycloak-admin-client/lib/defs/identityProviderMapperTypeRepresentation.js";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { FormProvider, useForm, type Resolver } from "react-hook-form";
import { DynamicConfigFields } from "@/components/shared/dynamic-config";
import { FormActions, SelectField, TextField } from "@/components/kit/form";
import { UnsavedChangesDialog } from "@/components/kit/form/UnsavedChangesDialog";
import { useUnsavedChangesBlocker } from "@/components/kit/form/useUnsavedChangesBlocker";
import { saveKeepingEdits } from "@/components/kit/form/saveKeepingEdits";
import { useAlerts } from "@/lib/console-context";
import { configErrorFieldName } from "@/lib/dynamic-config/configValues";
import { applyServerErrors, errorStatus, explainError, getErrorMessage } from "@/lib/errors";
import { useAddIdentityProviderMapper, useUpdateIdentityProviderMapper } from "@/lib/queries/identityProviderMappers";
import {
  fromIdentityProviderMapperFormValues,
  identityProviderMapperSchema,
  mapperTypeProperties,
  SYNC_MODE_OVERRIDES,
  toIdentityProviderMapperFormValues,
  type IdentityProviderMapperFormValues,
} from "./identityProviderMapperForm";

type MapperFormProps = {
  realm: string;
  alias: string;
  type: IdentityProviderMapperTypeRepresentation;
  /** The stored mapper; none for a new one. */
  mapper?: IdentityProviderMapperRepresentation;
  /** The type chooser of a new mapper, shown above its name. */
  typeField?: ReactNode;
  onDone(): void;
};

/** A mapper's name, sync mode override and its type's settings on the dynamic configuration form. */
export function IdentityProviderMapperForm({ realm, alias, type, mapper, typeField, onDone }: MapperFormProps) {
  const t = useTranslations();
  const { addError } = useAlerts();
  const properties = mapperTypeProperties(type);
  const addMapper = useAddIdentityProviderMapper(realm, alias);
  const updateMapper = useUpdateIdentityProviderMapper(realm, alias);
  const [schema] = useState(() =>
    identityProviderMapperSchema(properties, {
      required: t("required"),
      tooSmall: (min) => t("valueTooSmall", { min }),
    }),
  );
  const form = useForm<IdentityProviderMapperFormValues>({
    defaultValues: toIdentityProviderMapperFormValues(type, mapper),
    // the config schema checks values of any shape, so its input type is wider than the form's
    resolver: zodResolver(schema) as unknown as Resolver<IdentityProviderMapperFormValues>,
    mode: "onChange",
  });

  useEffect(() => {
    if (mapper && !form.formState.isDirty) form.reset(toIdentityProviderMapperFormValues(type, mapper));
  }, [mapper, type, form]);

  const blocker = useUnsavedChangesBlocker(() => form.formState.isDirty && !form.formState.isSubmitSuccessful);

  const save = async (values: IdentityProviderMapperFormValues) => {
    try {
      const representation = fromIdentityProviderMapperFormValues(type, alias, values, mapper);
      if (mapper) {
        await saveKeepingEdits(form, values, () => updateMapper.mutateAsync(representation));
      } else {
        await addMapper.mutateAsync(representation);
        blocker.allowNext();
        onDone();
      }
    } catch (error) {
      if (errorStatus(error) === 409) form.setError("name", { type: "server", message: getErrorMessage(error) });
      else if (!applyServerErrors(error, form.setError, t, configErrorFieldName(properties, "config")))
        addError(mapper ? "mappingUpdatedError" : "mappingCreatedError", explainError(error, t));
    }
  };

  return (
    <FormProvider {...form}>
      <form onSubmit={form.handleSubmit(save)} noValidate aria-label={t("mappingDetails")}>
        <UnsavedChangesDialog open={blocker.blocked} onLeave={blocker.leave} onStay={blocker.stay} />
        <Stack gap="5" maxW="2xl" px="6" py="6">
          {typeField}
          <TextField<IdentityProviderMapperFormValues>
            name="name"
            label={t("name")}
            help={t("mapperNameHelp")}
            required
            readOnly={mapper !== undefined}
          />
          <SelectField<IdentityProviderMapperFormValues>
            name="syncMode"
            label={t("syncModeOverride")}
            help={t("syncModeOverrideHelp")}
            options={SYNC_MODE_OVERRIDES.map((value) => ({ value, label: t(`syncModeOverride${value}`) }))}
            required
          />
          <DynamicConfigFields<IdentityProviderMapperFormValues> properties={properties} realm={realm} />
          <FormActions
            form={form}
            submitLabel={mapper ? t("save") : t("add")}
            secondary={
              <Button variant="ghost" onClick={onDone}>
                {t("cancel")}
              </Button>
            }
          />
        </Stack>
      </form>
    </FormProvider>
  );
}
