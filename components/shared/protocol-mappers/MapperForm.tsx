"use client";

import { useEffect, useState } from "react";
import { Box, Button, Input, Stack } from "@chakra-ui/react";
import type ProtocolMapperRepresentation from "@keycloak/keycloak-admin-client/lib/defs/protocolMapperRepresentation.js";
import type { ProtocolMapperTypeRepresentation } from "@keycloak/keycloak-admin-client/lib/defs/serverInfoRepesentation.js";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { FormProvider, useForm, type Resolver } from "react-hook-form";
import { DynamicConfigFields } from "@/components/shared/dynamic-config";
import { useConfigText } from "@/components/shared/dynamic-config/useConfigText";
import { FieldShell, FormActions, TextField } from "@/components/kit/form";
import { UnsavedChangesDialog } from "@/components/kit/form/UnsavedChangesDialog";
import { useUnsavedChangesBlocker } from "@/components/kit/form/useUnsavedChangesBlocker";
import { saveKeepingEdits } from "@/components/kit/form/saveKeepingEdits";
import { useAlerts } from "@/lib/console-context";
import type { ConfigProperty } from "@/lib/dynamic-config/configProperty";
import { configErrorFieldName } from "@/lib/dynamic-config/configValues";
import { applyServerErrors, errorStatus, explainError, getErrorMessage } from "@/lib/errors";
import { useAddProtocolMapper, useUpdateProtocolMapper, type MapperOwner } from "@/lib/queries/protocolMappers";
import { MapperHeader } from "./MapperHeader";
import { fromMapperFormValues, mapperSchema, toMapperFormValues, type MapperFormValues } from "./mapperForm";

export type MapperFormProps = {
  owner: MapperOwner;
  protocol: string;
  type: ProtocolMapperTypeRepresentation;
  /** The stored mapper; none for a new one. */
  mapper?: ProtocolMapperRepresentation;
  readOnly: boolean;
  onDone(): void;
};

/** The mapper's name and its type's settings; a new mapper is added to the owner, a stored one saved in place. */
export function MapperForm({ owner, protocol, type, mapper, readOnly, onDone }: MapperFormProps) {
  const t = useTranslations();
  const { addError } = useAlerts();
  const configText = useConfigText();
  const properties = type.properties as ConfigProperty[];
  const addMapper = useAddProtocolMapper(owner);
  const updateMapper = useUpdateProtocolMapper(owner, mapper?.id ?? "");
  const [schema] = useState(() =>
    mapperSchema(properties, {
      required: t("required"),
      tooSmall: (min) => t("valueTooSmall", { min }),
    }),
  );
  const form = useForm<MapperFormValues>({
    defaultValues: toMapperFormValues(type, mapper),
    // the config schema checks values of any shape, so its input type is wider than the form's
    resolver: zodResolver(schema) as Resolver<MapperFormValues>,
    mode: "onChange",
  });

  // Reloaded data becomes the new baseline unless the user is editing.
  useEffect(() => {
    if (mapper && !form.formState.isDirty) form.reset(toMapperFormValues(type, mapper));
  }, [mapper, type, form]);

  const blocker = useUnsavedChangesBlocker(() => form.formState.isDirty && !form.formState.isSubmitSuccessful);

  const save = async (values: MapperFormValues) => {
    try {
      const representation = fromMapperFormValues(type, protocol, values, mapper);
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
    <Box>
      <MapperHeader owner={owner} type={type} mapper={mapper} readOnly={readOnly} onDeleted={onDone} />
      <FormProvider {...form}>
        <form onSubmit={form.handleSubmit(save)} noValidate aria-label={t("mappingDetails")}>
          <UnsavedChangesDialog open={blocker.blocked} onLeave={blocker.leave} onStay={blocker.stay} />
          <Stack gap="5" maxW="2xl" px="6" py="6">
            <FieldShell label={t("mapperType")} help={configText(type.helpText)} readOnly>
              <Input value={configText(type.name) ?? ""} readOnly />
            </FieldShell>
            <TextField<MapperFormValues>
              name="name"
              label={t("name")}
              help={t("mapperNameHelp")}
              required
              readOnly={readOnly || mapper !== undefined}
            />
            <DynamicConfigFields<MapperFormValues> properties={properties} realm={owner.realm} readOnly={readOnly} />
            {!readOnly && (
              <FormActions
                form={form}
                submitLabel={mapper ? t("save") : t("add")}
                secondary={
                  <Button variant="ghost" onClick={onDone}>
                    {t("cancel")}
                  </Button>
                }
              />
            )}
          </Stack>
        </form>
      </FormProvider>
    </Box>
  );
}
