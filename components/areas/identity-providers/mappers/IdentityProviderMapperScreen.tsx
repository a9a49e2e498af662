"use client";

import { useState } from "react";
import { Box, Input, NativeSelect } from "@chakra-ui/react";
import type IdentityProviderMapperRepresentation from "@keycloak/keycloak-admin-client/lib/defs/identityProviderMapperRepresentation.js";
import type { IdentityProviderMapperTypeRepresentation } from "@keycloak/keycloak-admin-client/lib/defs/identityProviderMapperTypeRepresentation.js";
import { useNavigate, useParams } from "@tanstack/react-router";
import { useRealmName } from "@/lib/router/useRealmName";
import { useTranslations } from "next-intl";
import { PageNotFound } from "@/components/kit/screen/PageNotFound";
import { useConfigText } from "@/components/shared/dynamic-config/useConfigText";
import { MapperHeader } from "@/components/shared/protocol-mappers/MapperHeader";
import { FieldShell } from "@/components/kit/form";
import { QueryState } from "@/components/kit/screen/QueryState";
import {
  useDeleteIdentityProviderMapper,
  useIdentityProviderMapper,
  useIdentityProviderMapperTypes,
} from "@/lib/queries/identityProviderMappers";
import { IdentityProviderMapperForm } from "./IdentityProviderMapperForm";

type MapperTypes = Record<string, IdentityProviderMapperTypeRepresentation>;

/**
 * .../{alias}/mappers/create (a new mapper) and .../{alias}/mappers/{id}. The router ranks the static "mappers"
 * segment of the edit route above the create route's "$tab", so "create" arrives here as the id too; a stored
 * mapper's id is a generated UUID, never that word.
 */
export default function IdentityProviderMapperScreen() {
  const realm = useRealmName();
  const { providerId = "", alias = "", tab, id } = useParams({ strict: false });
  const navigate = useNavigate();
  const types = useIdentityProviderMapperTypes(realm, alias);
  const toMappers = () =>
    void navigate({
      to: "/$realm/identity-providers/$providerId/$alias/$tab",
      params: { realm, providerId, alias, tab: "mappers" },
    });
  if (tab !== undefined && tab !== "mappers") return <PageNotFound />;
  return (
    <QueryState query={types}>
      {(data) =>
        id === undefined || id === "create" ? (
          <NewMapper realm={realm} alias={alias} types={data} onDone={toMappers} />
        ) : (
          <StoredMapper realm={realm} alias={alias} id={id} types={data} onDone={toMappers} />
        )
      }
    </QueryState>
  );
}

type MapperProps = { realm: string; alias: string; types: MapperTypes; onDone(): void };

function NewMapper({ realm, alias, types, onDone }: MapperProps) {
  const t = useTranslations();
  const configText = useConfigText();
  const choices = Object.values(types).sort((a, b) => (a.name ?? "").localeCompare(b.name ?? ""));
  const [typeId, setTypeId] = useState(choices[0]?.id ?? "");
  const type = types[typeId];
  if (!type) return <PageNotFound />;
  const typeField = (
    <FieldShell label={t("mapperType")} help={configText(type.helpText)} required>
      <NativeSelect.Root>
        <NativeSelect.Field name="identityProviderMapper" value={typeId} onChange={(e) => setTypeId(e.target.value)}>
          {choices.map((choice) => (
            <option key={choice.id} value={choice.id}>
              {configText(choice.name)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FieldShell>
  );
  return (
    <Box>
      <IdentityProviderMapperHeader realm={realm} alias={alias} onDone={onDone} />
      <IdentityProviderMapperForm
        key={typeId}
        realm={realm}
        alias={alias}
        type={type}
        typeField={typeField}
        onDone={onDone}
      />
    </Box>
  );
}

function StoredMapper({ realm, alias, id, types, onDone }: MapperProps & { id: string }) {
  const t = useTranslations();
  const configText = useConfigText();
  const mapper = useIdentityProviderMapper(realm, alias, id);
  return (
    <QueryState query={mapper} whenNull={() => <PageNotFound />}>
      {(data) => {
        const type = types[data.identityProviderMapper ?? ""];
        if (!type) return <PageNotFound />;
        return (
          <Box>
            <IdentityProviderMapperHeader
              realm={realm}
              alias={alias}
              mapper={data}
              typeName={type.name}
              onDone={onDone}
            />
            <IdentityProviderMapperForm
              realm={realm}
              alias={alias}
              type={type}
              mapper={data}
              typeField={
                <FieldShell label={t("mapperType")} help={configText(type.helpText)} readOnly>
                  <Input name="identityProviderMapper" value={configText(type.name) ?? ""} readOnly />
                </FieldShell>
              }
              onDone={onDone}
            />
          </Box>
        );
      }}
    </QueryState>
  );
}

type HeaderProps = {
  realm: string;
  alias: string;
  mapper?: IdentityProviderMapperRepresentation;
  typeName?: string;
  onDone(): void;
};

/** The shared mapper header over this provider's mappers: "Add identity provider mapper" for a new one. */
function IdentityProviderMapperHeader({ realm, alias, mapper, typeName, onDone }: HeaderProps) {
  const deleteMapper = useDeleteIdentityProviderMapper(realm, alias);
  return (
    <MapperHeader
      mapper={mapper}
      typeName={typeName}
      newTitleKey="addIdentityProviderMapper"
      deleteMapper={deleteMapper.mutateAsync}
      onDeleted={onDone}
    />
  );
}
