"use client";

import { useMemo, useState } from "react";
import { NativeSelect, Stack } from "@chakra-ui/react";
import type RoleRepresentation from "@keycloak/keycloak-admin-client/lib/defs/roleRepresentation.js";
import { useTranslations } from "next-intl";
import { DataTable, type DataTableColumn } from "@/components/data-table";
import { useEvaluatedRealmRolesSource, type RoleGrant } from "@/lib/queries/clients";

export type EffectiveRolesProps = { realm: string; clientId: string; scope: string };

/** The realm roles a token for the scope parameter may carry (granted) or may not (not granted). */
export function EffectiveRoles({ realm, clientId, scope }: EffectiveRolesProps) {
  const t = useTranslations();
  const [grant, setGrant] = useState<RoleGrant>("granted");
  const source = useEvaluatedRealmRolesSource(realm, clientId, scope, grant);
  const columns = useMemo<DataTableColumn<RoleRepresentation>[]>(
    () => [
      { id: "name", header: () => t("name"), cell: ({ row }) => row.original.name ?? "" },
      { id: "description", header: () => t("description"), cell: ({ row }) => row.original.description ?? "" },
    ],
    [t],
  );
  return (
    <Stack gap="3">
      <NativeSelect.Root size="sm" width="auto" alignSelf="flex-start">
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
