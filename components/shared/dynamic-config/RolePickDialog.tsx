"use client";

import { useState } from "react";
import { Badge, HStack, NativeSelect, Text } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import { usePagedPicker } from "@/components/kit/screen/picker";
import { useAdminClient } from "@/lib/console-context";
import {
  availableRoleKeys,
  clientRoleRow,
  fetchAvailableClientRoles,
  fetchRealmRoleRows,
  type RoleRow,
} from "@/lib/queries/roleMappings";
import type { PickDialogProps } from "./PickedValueField";
import { SinglePickDialog } from "./SinglePickDialog";

type RoleKind = "realm" | "client";

/** How Keycloak's Role properties store a role: a realm role by name, a client role as `clientId.role`. */
export function storedRoleName({ role, client }: RoleRow): string {
  return client ? `${client.clientId}.${role.name}` : (role.name ?? "");
}

/** Picks one realm role or one client role of any client, searched and paged by the server. */
export function RolePickDialog({ realm, onPick, onClose }: PickDialogProps & { realm: string }) {
  const t = useTranslations();
  const adminClient = useAdminClient();
  const [kind, setKind] = useState<RoleKind>("realm");
  const picker = usePagedPicker<RoleRow>({
    queryKey: availableRoleKeys.list(realm, kind),
    scope: { picker: "config" },
    load: async (first, max, search) =>
      kind === "realm"
        ? fetchRealmRoleRows(adminClient, { realm, first, max, search })
        : (await fetchAvailableClientRoles(adminClient, { realm, first, max, search })).map(clientRoleRow),
  });
  return (
    <SinglePickDialog<RoleRow>
      title={t("selectRole")}
      searchLabel={t("searchByRoleName")}
      picker={picker}
      rowKey={storedRoleName}
      valueOf={storedRoleName}
      rowLabel={({ role, client }) => (
        <HStack gap="2">
          {client && <Badge colorPalette="blue">{client.clientId}</Badge>}
          <Text>{role.name}</Text>
        </HStack>
      )}
      emptyText={t("noRolesFound")}
      listLabel={t("roleName")}
      toolbar={
        <NativeSelect.Root size="sm" width="xs">
          <NativeSelect.Field
            aria-label={t("roleType")}
            value={kind}
            onChange={(event) => {
              setKind(event.target.value as RoleKind);
              picker.clearSearch();
            }}
          >
            <option value="realm">{t("filterByRealmRoles")}</option>
            <option value="client">{t("filterByClientRoles")}</option>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      }
      onPick={onPick}
      onClose={onClose}
    />
  );
}
