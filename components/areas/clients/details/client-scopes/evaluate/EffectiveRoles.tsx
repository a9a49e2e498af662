"use client";

import { useMemo, useState } from "react";
import { HStack, NativeSelect, Stack } from "@chakra-ui/react";
import type ClientRepresentation from "@keycloak/keycloak-admin-client/lib/defs/clientRepresentation.js";
import type RoleRepresentation from "@keycloak/keycloak-admin-client/lib/defs/roleRepresentation.js";
import { useTranslations } from "next-intl";
import { DataTable, type DataTableColumn } from "@/components/kit/data-table";
import { useClientMatches, useEvaluatedRolesSource, type RoleGrant } from "@/lib/queries/clients";
import { SearchSelect } from "@/components/kit/form";

export type EffectiveRolesProps = { realm: string; clientId: string; scope: string };

const clientIdOf = (client: ClientRepresentation) => client.id ?? "";
const clientLabel = (client: ClientRepresentation) => client.clientId ?? "";

/**
 * The roles a token for the scope parameter may carry (granted) or may not (not granted): the realm's roles, or those
 * of a client chosen among the realm's.
 */
export function EffectiveRoles({ realm, clientId, scope }: EffectiveRolesProps) {
  const t = useTranslations();
  const [grant, setGrant] = useState<RoleGrant>("granted");
  const [container, setContainer] = useState<ClientRepresentation>();
  const useMatches = (search: string) => useClientMatches(realm, search);
  const source = useEvaluatedRolesSource(realm, clientId, scope, container?.id ?? realm, grant);
  const columns = useMemo<DataTableColumn<RoleRepresentation>[]>(
    () => [
      { id: "name", header: () => t("name"), cell: ({ row }) => row.original.name ?? "" },
      { id: "description", header: () => t("description"), cell: ({ row }) => row.original.description ?? "" },
    ],
    [t],
  );
  return (
    <Stack gap="3">
      <HStack gap="3" align="flex-start" wrap="wrap">
        <NativeSelect.Root size="sm" width="auto">
          <NativeSelect.Field
            aria-label={t("roleGrantFilter")}
            value={grant}
            onChange={(event) => setGrant(event.target.value === "not-granted" ? "not-granted" : "granted")}
          >
            <option value="granted">{t("rolesGranted")}</option>
            <option value="not-granted">{t("rolesNotGranted")}</option>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Stack minW="xs">
          <SearchSelect
            value={container}
            onChange={setContainer}
            useMatches={useMatches}
            idOf={clientIdOf}
            labelOf={clientLabel}
            label={t("evaluateRoleContainer")}
            placeholder={t("evaluateRealmRolesPlaceholder")}
          />
        </Stack>
      </HStack>
      <DataTable<RoleRepresentation>
        source={source}
        columns={columns}
        ariaLabelKey="effectiveRoleScopeMappings"
        searchPlaceholderKey="searchByName"
        urlStatePrefix={false}
        emptyState={{ messageKey: "effectiveRolesEmpty" }}
      />
    </Stack>
  );
}
