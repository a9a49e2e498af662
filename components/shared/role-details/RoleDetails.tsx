"use client";

import { Box } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import { LoadingSpinner } from "@/components/kit/ui/LoadingSpinner";
import { PageNotFound } from "@/components/kit/screen/PageNotFound";
import { QueryError } from "@/components/kit/ui/QueryError";
import { ManagementPermissionsTab } from "@/components/shared/management-permissions/ManagementPermissionsTab";
import { usePermissionsTabShown } from "@/components/shared/management-permissions/usePermissionsTabShown";
import { RoleMapping } from "@/components/shared/role-mapping/RoleMapping";
import { RouteTabs } from "@/components/kit/ui/RouteTabs";
import { useRouteTab } from "@/components/kit/ui/useRouteTab";
import { useRoleDetails, type RoleContainer } from "@/lib/queries/roleDetails";
import { tabTitle, type TabList } from "@/lib/router/tabList";
import { RoleAttributesTab } from "./RoleAttributesTab";
import { RoleDetailsTab } from "./RoleDetailsTab";
import { isDefaultRole } from "./roleForms";
import { RoleHeader } from "./RoleHeader";
import { ROLE_TAB_TITLES, type RoleTab } from "./roleTabNames";
import { UsersInRoleTab } from "./UsersInRoleTab";

export type RoleDetailsProps = {
  realm: string;
  id: string;
  container: RoleContainer;
  /** The route's tab list: where the tabs' URLs are. */
  tabs: TabList<string, RoleTab>;
  /** Whether the admin may change the role (else it is read-only). */
  canManage: boolean;
  /** The realm's default role, when the admin may read the realm; it cannot be deleted. */
  defaultRoleId?: string;
  onDeleted(): Promise<void>;
};

/**
 * A role's details, associated roles, attributes, the users holding it and, with fine-grained admin permissions, its
 * permissions, for a realm or a client role.
 */
export function RoleDetails({ realm, id, container, tabs, canManage, defaultRoleId, onDeleted }: RoleDetailsProps) {
  const t = useTranslations();
  const [current, openTab] = useRouteTab(tabs);
  const role = useRoleDetails(realm, id);
  const permissionsTarget = { kind: "roles", id, clientRole: container.kind === "client" } as const;
  const permissionsShown = usePermissionsTabShown(permissionsTarget);

  if (role.isPending) return <LoadingSpinner />;
  if (role.isError) return <QueryError query={role} p="6" />;
  // a role of another client (or a realm role under a client's path) is not this place's role
  const belongs = role.data && (container.kind === "client") === !!role.data.clientRole;
  const sameClient = container.kind !== "client" || role.data?.containerId === container.clientId;
  if (!role.data || !belongs || !sameClient) return <PageNotFound />;

  const isDefault = container.kind === "realm" && isDefaultRole(role.data, realm, defaultRoleId);
  const readOnly = !canManage;
  const shownTabs = tabs.tabs.filter((name) => name !== "permissions" || permissionsShown);
  if (!shownTabs.includes(current)) return <PageNotFound />;

  return (
    <Box>
      <RoleHeader
        realm={realm}
        container={container}
        role={role.data}
        isDefault={isDefault}
        canManage={canManage}
        onDeleted={onDeleted}
      />
      <RouteTabs
        tabs={shownTabs}
        active={current}
        label={(value) =>
          t(value === "associated-roles" && isDefault ? "defaultRoles" : tabTitle(value, ROLE_TAB_TITLES))
        }
        onSelect={openTab}
      >
        {current === "details" && (
          <RoleDetailsTab realm={realm} container={container} role={role.data} readOnly={readOnly} />
        )}
        {current === "associated-roles" && (
          <Box py="6">
            <RoleMapping realm={realm} kind="roles" id={id} canManage={canManage} />
          </Box>
        )}
        {current === "attributes" && (
          <RoleAttributesTab realm={realm} container={container} role={role.data} readOnly={readOnly} />
        )}
        {current === "users-in-role" && (
          <UsersInRoleTab realm={realm} container={container} roleName={role.data.name ?? ""} />
        )}
        {current === "permissions" && <ManagementPermissionsTab realm={realm} target={permissionsTarget} />}
      </RouteTabs>
    </Box>
  );
}
