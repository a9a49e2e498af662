"use client";

import { Button, HStack } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import { useSyncLdapMapper, type MapperSyncDirection } from "@/lib/queries/userFederation";
import { useSyncResultAlert } from "../ldap/useLdapActions";

/** The mapper types that copy groups or roles between LDAP and Keycloak, and their buttons' message keys. */
const SYNC_LABELS: Record<string, Record<MapperSyncDirection, string>> = {
  "group-ldap-mapper": { fedToKeycloak: "syncLDAPGroupsToKeycloak", keycloakToFed: "syncKeycloakGroupsToLDAP" },
  "role-ldap-mapper": { fedToKeycloak: "syncLDAPRolesToKeycloak", keycloakToFed: "syncKeycloakRolesToLDAP" },
};

type MapperSyncActionsProps = { realm: string; providerId: string; mapperId: string; mapperType: string };

/** A group or role mapper's two synchronisations; the result's counts show as an alert. */
export function MapperSyncActions({ realm, providerId, mapperId, mapperType }: MapperSyncActionsProps) {
  const t = useTranslations();
  const sync = useSyncLdapMapper(realm, providerId, mapperId);
  const showResult = useSyncResultAlert();
  const labels = SYNC_LABELS[mapperType];
  if (!labels) return null;
  // the mutation's error alert reports a failure
  const run = (direction: MapperSyncDirection) => () =>
    void sync.mutateAsync(direction).then(showResult, () => undefined);
  return (
    <HStack gap="3">
      <Button variant="outline" loading={sync.isPending} onClick={run("fedToKeycloak")}>
        {t(labels.fedToKeycloak)}
      </Button>
      <Button variant="outline" loading={sync.isPending} onClick={run("keycloakToFed")}>
        {t(labels.keycloakToFed)}
      </Button>
    </HStack>
  );
}
