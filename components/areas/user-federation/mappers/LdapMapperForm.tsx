"use client";

import { Box, Button, Input, Stack } from "@chakra-ui/react";
import type ComponentRepresentation from "@keycloak/keycloak-admin-client/lib/defs/componentRepresentation.js";
import { useTranslations } from "next-intl";
import { FormProvider } from "react-hook-form";
import { DynamicConfigFields } from "@/components/shared/dynamic-config";
import { FieldShell, FormActions, TextField } from "@/components/kit/form";
import { UnsavedChangesDialog } from "@/components/kit/form/UnsavedChangesDialog";
import type { ConfigProperty } from "@/lib/dynamic-config/configProperty";
import { LDAP_MAPPER_TYPE } from "@/lib/queries/userFederation";
import type { ComponentConfigValues } from "../shared/componentConfigForm";
import { useComponentConfigForm } from "../shared/useComponentConfigForm";

type LdapMapperFormProps = {
  realm: string;
  providerId: string;
  mapperType: string;
  properties: readonly ConfigProperty[];
  stored?: ComponentRepresentation;
  readOnly: boolean;
  onDone(): void;
};

/** A mapper's name and its type's settings; a new one is added to the provider, a stored one saved in place. */
export function LdapMapperForm({
  realm,
  providerId,
  mapperType,
  properties,
  stored,
  readOnly,
  onDone,
}: LdapMapperFormProps) {
  const t = useTranslations();
  const { form, submit, blocker } = useComponentConfigForm({
    realm,
    kind: "mapper",
    properties,
    target: { providerId: mapperType, providerType: LDAP_MAPPER_TYPE, parentId: providerId },
    stored,
    onCreated: onDone,
  });
  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate aria-label={t("mappingDetails")}>
        <UnsavedChangesDialog open={blocker.blocked} onLeave={blocker.leave} onStay={blocker.stay} />
        <Stack gap="5" maxW="2xl">
          {stored && (
            <FieldShell label={t("mapperType")} readOnly>
              <Input value={mapperType} readOnly />
            </FieldShell>
          )}
          <TextField<ComponentConfigValues>
            name="name"
            label={t("name")}
            required
            readOnly={readOnly || stored !== undefined}
          />
          <DynamicConfigFields<ComponentConfigValues> properties={properties} realm={realm} readOnly={readOnly} />
          {!readOnly && (
            <Box>
              <FormActions
                form={form}
                submitLabel={t(stored ? "save" : "add")}
                secondary={
                  <Button variant="ghost" onClick={onDone}>
                    {t("cancel")}
                  </Button>
                }
              />
            </Box>
          )}
        </Stack>
      </form>
    </FormProvider>
  );
}
