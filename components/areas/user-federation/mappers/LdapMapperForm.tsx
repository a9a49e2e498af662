"use client";

import { Input } from "@chakra-ui/react";
import type ComponentRepresentation from "@keycloak/keycloak-admin-client/lib/defs/componentRepresentation.js";
import { useTranslations } from "next-intl";
import { DynamicConfigFields } from "@/components/shared/dynamic-config";
import { FieldShell, FormActions, TextField, EditForm } from "@/components/kit/form";
import type { ConfigProperty } from "@/lib/dynamic-config/configProperty";
import { LDAP_MAPPER_TYPE } from "@/lib/queries/userFederation";
import type { NamedConfigValues } from "@/lib/dynamic-config/namedConfig";
import { useComponentConfigForm } from "../shared/useComponentConfigForm";

type LdapMapperFormProps = {
  realm: string;
  providerId: string;
  mapperType: string;
  properties: readonly ConfigProperty[];
  stored?: ComponentRepresentation;
  onDone(): void;
};

/** A mapper's name and its type's settings; a new one is added to the provider, a stored one saved in place. */
export function LdapMapperForm({ realm, providerId, mapperType, properties, stored, onDone }: LdapMapperFormProps) {
  const t = useTranslations();
  const edit = useComponentConfigForm({
    realm,
    kind: "mapper",
    properties,
    target: { providerId: mapperType, providerType: LDAP_MAPPER_TYPE, parentId: providerId },
    stored,
    onCreated: onDone,
  });
  return (
    <EditForm edit={edit} label={t("mappingDetails")} layout={{ gap: "5", maxW: "2xl" }}>
      {stored && (
        <FieldShell label={t("mapperType")} readOnly>
          <Input value={mapperType} readOnly />
        </FieldShell>
      )}
      <TextField<NamedConfigValues> name="name" label={t("name")} required readOnly={stored !== undefined} />
      <DynamicConfigFields<NamedConfigValues> properties={properties} realm={realm} />
      <FormActions submitLabel={t(stored ? "save" : "add")} onCancel={onDone} allowNonDirty={!stored} />
    </EditForm>
  );
}
