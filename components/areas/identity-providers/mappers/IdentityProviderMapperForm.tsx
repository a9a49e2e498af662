"use client";

import type { ReactNode } from "react";
import type IdentityProviderMapperRepresentation from "@keycloak/keycloak-admin-client/lib/defs/identityProviderMapperRepresentation.js";
import type { IdentityProviderMapperTypeRepresentation } from "@keycloak/keycloak-admin-client/lib/defs/identityProviderMapperTypeRepresentation.js";
import { useTranslations } from "next-intl";
import { SelectField } from "@/components/kit/form";
import { ConfigMapperForm } from "@/components/shared/dynamic-config/ConfigMapperForm";
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
  const properties = mapperTypeProperties(type);
  const addMapper = useAddIdentityProviderMapper(realm, alias);
  const updateMapper = useUpdateIdentityProviderMapper(realm, alias);
  const save = (values: IdentityProviderMapperFormValues) => {
    const representation = fromIdentityProviderMapperFormValues(type, alias, values, mapper);
    return mapper ? updateMapper.mutateAsync(representation) : addMapper.mutateAsync(representation);
  };
  return (
    <ConfigMapperForm
      realm={realm}
      properties={properties}
      mapper={mapper}
      toValues={(stored) => toIdentityProviderMapperFormValues(type, stored)}
      schema={(messages) => identityProviderMapperSchema(properties, messages)}
      save={save}
      onDone={onDone}
      typeField={typeField}
    >
      <SelectField<IdentityProviderMapperFormValues>
        name="syncMode"
        label={t("syncModeOverride")}
        help={t("syncModeOverrideHelp")}
        options={SYNC_MODE_OVERRIDES.map((value) => ({ value, label: t(`syncModeOverride${value}`) }))}
        required
      />
    </ConfigMapperForm>
  );
}
