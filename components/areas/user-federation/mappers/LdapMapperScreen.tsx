"use client";

import { useState } from "react";
import { Box, Button, HStack, Stack } from "@chakra-ui/react";
import type ComponentRepresentation from "@keycloak/keycloak-admin-client/lib/defs/componentRepresentation.js";
import { useNavigate, useParams } from "@tanstack/react-router";
import { useTranslations } from "next-intl";
import { useConfirmDeleteMapper } from "@/components/shared/dynamic-config/useConfirmDeleteMapper";
import { Can, FormAccess } from "@/components/kit/form";
import { PageHeader } from "@/components/kit/screen/PageHeader";
import { QueryState } from "@/components/kit/screen/QueryState";
import { useServerInfo } from "@/lib/console-context";
import type { ConfigProperty } from "@/lib/dynamic-config/configProperty";
import { LDAP_MAPPER_TYPE, useDeleteComponent, useLdapMapper } from "@/lib/queries/userFederation";
import { LdapMapperForm } from "./LdapMapperForm";
import { MapperSyncActions } from "./MapperSyncActions";
import { MapperTypePicker } from "./MapperTypePicker";

/** /{realm}/user-federation/ldap/{id}/mappers/{mapperId} (or /new): one LDAP mapper's settings. */
export default function LdapMapperScreen() {
  const t = useTranslations();
  const navigate = useNavigate();
  const { realm, id, mapperId } = useParams({ from: "/$realm/user-federation/ldap/$id/mappers/$mapperId" });
  const types = useServerInfo().componentTypes?.[LDAP_MAPPER_TYPE] ?? [];
  const propertiesOf = (type: string) =>
    (types.find((known) => known.id === type)?.properties ?? []) as ConfigProperty[];
  const [newType, setNewType] = useState("");
  const isNew = mapperId === "new";
  const mapper = useLdapMapper(realm, id, isNew ? undefined : mapperId);
  const toMappers = () =>
    void navigate({ to: "/$realm/user-federation/ldap/$id/$tab", params: { realm, id, tab: "mappers" } });
  const deleteMapper = useDeleteComponent(realm, "mapper");
  const [askDelete, deleteDialog] = useConfirmDeleteMapper<ComponentRepresentation>(
    deleteMapper.mutateAsync,
    toMappers,
  );

  if (isNew) {
    return (
      <Box>
        <PageHeader title={t("addMapper")} />
        <Stack gap="5" px="6" py="6" maxW="2xl">
          <MapperTypePicker types={types} value={newType} onChange={setNewType} />
          {newType && (
            <LdapMapperForm
              key={newType}
              realm={realm}
              providerId={id}
              mapperType={newType}
              properties={propertiesOf(newType)}
              onDone={toMappers}
            />
          )}
        </Stack>
      </Box>
    );
  }
  return (
    <FormAccess manage={["manage-realm"]}>
      <QueryState query={mapper}>
        {(stored) => (
          <Box>
            {deleteDialog}
            <PageHeader
              title={stored.name}
              subtitle={stored.providerId}
              actions={
                <Can>
                  <HStack gap="3">
                    <MapperSyncActions
                      realm={realm}
                      providerId={id}
                      mapperId={mapperId}
                      mapperType={stored.providerId ?? ""}
                    />
                    <Button variant="outline" colorPalette="red" onClick={() => askDelete(stored)}>
                      {t("delete")}
                    </Button>
                  </HStack>
                </Can>
              }
            />
            <Box px="6" py="6">
              <LdapMapperForm
                realm={realm}
                providerId={id}
                mapperType={stored.providerId ?? ""}
                properties={propertiesOf(stored.providerId ?? "")}
                stored={stored}
                onDone={toMappers}
              />
            </Box>
          </Box>
        )}
      </QueryState>
    </FormAccess>
  );
}
