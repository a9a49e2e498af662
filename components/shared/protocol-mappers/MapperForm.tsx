"use client";

import { Box, Input } from "@chakra-ui/react";
import type ProtocolMapperRepresentation from "@keycloak/keycloak-admin-client/lib/defs/protocolMapperRepresentation.js";
import type { ProtocolMapperTypeRepresentation } from "@keycloak/keycloak-admin-client/lib/defs/serverInfoRepesentation.js";
import { useTranslations } from "next-intl";
import { ConfigMapperForm } from "@/components/shared/dynamic-config/ConfigMapperForm";
import { useConfigText } from "@/components/shared/dynamic-config/useConfigText";
import { FieldShell } from "@/components/kit/form";
import type { ConfigProperty } from "@/lib/dynamic-config/configProperty";
import { namedConfigSchema, type NamedConfigValues } from "@/lib/dynamic-config/namedConfig";
import {
  useAddProtocolMapper,
  useDeleteProtocolMapper,
  useUpdateProtocolMapper,
  type MapperOwner,
} from "@/lib/queries/protocolMappers";
import { MapperHeader } from "./MapperHeader";
import { fromMapperFormValues, toMapperFormValues } from "./mapperForm";

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
  const configText = useConfigText();
  const properties = type.properties as ConfigProperty[];
  const addMapper = useAddProtocolMapper(owner);
  const updateMapper = useUpdateProtocolMapper(owner, mapper?.id ?? "");
  const deleteMapper = useDeleteProtocolMapper(owner);
  const save = (values: NamedConfigValues) => {
    const representation = fromMapperFormValues(type, protocol, values, mapper);
    return mapper ? updateMapper.mutateAsync(representation) : addMapper.mutateAsync(representation);
  };
  return (
    <Box>
      <MapperHeader
        mapper={mapper}
        typeName={type.name}
        readOnly={readOnly}
        deleteMapper={deleteMapper.mutateAsync}
        onDeleted={onDone}
      />
      <ConfigMapperForm
        realm={owner.realm}
        properties={properties}
        mapper={mapper}
        toValues={(stored) => toMapperFormValues(type, stored)}
        schema={(messages) => namedConfigSchema(properties, messages)}
        save={save}
        readOnly={readOnly}
        onDone={onDone}
        typeField={
          <FieldShell label={t("mapperType")} help={configText(type.helpText)} readOnly>
            <Input value={configText(type.name) ?? ""} readOnly />
          </FieldShell>
        }
      />
    </Box>
  );
}
