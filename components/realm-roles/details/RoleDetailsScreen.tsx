"use client";

import { Box } from "@chakra-ui/react";
import { useParams } from "@tanstack/react-router";
import { useTranslations } from "next-intl";
import { LoadingSpinner } from "@/components/console/LoadingSpinner";
import { PageNotFound } from "@/components/console/PageNotFound";
import { RoleMapping } from "@/components/role-mapping/RoleMapping";
import { RouteTabs } from "@/components/ui/RouteTabs";
import { useAccess } from "@/lib/console-context";
import { useRoleDetails } from "@/lib/queries/roleDetails";
import { useRealm } from "@/lib/queries/realms";
import { RoleAttributesTab } from "./RoleAttributesTab";
import { RoleDetailsTab } from "./RoleDetailsTab";
import { isDefaultRole } from "./roleForms";
import { RoleHeader } from "./RoleHeader";
import { UsersInRoleTab } from "./UsersInRoleTab";
import { ROLE_TAB_TITLES, roleTabs } from "./roleTabs";
import { useRouteTab } from "@/components/ui/useRouteTab";
import { QueryError } from "@/components/kit/QueryError";

/** /{realm}/roles/{id}/{tab}: a realm role's details, associated roles, attributes and the users holding it. */
export default function RoleDetailsScreen() {
  const t = useTranslations();
  const { realm, id } = useParams({ from: "/$realm/roles/$id/$tab" });
  const [current, openTab] = useRouteTab(roleTabs);
  const canManage = useAccess().hasAny("manage-realm");
  const role = useRoleDetails(realm, id);
  // only admins who may view the realm can read which role is its default one
  const realmRep = useRealm(realm);

  if (role.isPending) return <LoadingSpinner />;
  if (role.isError) return <QueryError query={role} p="6" />;
  if (!role.data) return <PageNotFound />;

  const isDefault = isDefaultRole(role.data, realm, realmRep.data?.defaultRole?.id);
  const readOnly = !canManage;

  return (
    <Box>
      <RoleHeader realm={realm} role={role.data} isDefault={isDefault} canManage={canManage} />
      <RouteTabs
        tabs={roleTabs.tabs}
        active={current}
        label={(value) => t(value === "associated-roles" && isDefault ? "defaultRoles" : ROLE_TAB_TITLES[value])}
        onSelect={openTab}
      >
        {current === "details" && <RoleDetailsTab realm={realm} role={role.data} readOnly={readOnly} />}
        {current === "associated-roles" && (
          <Box py="6">
            <RoleMapping realm={realm} kind="roles" id={id} />
          </Box>
        )}
        {current === "attributes" && <RoleAttributesTab realm={realm} role={role.data} readOnly={readOnly} />}
        {current === "users-in-role" && <UsersInRoleTab realm={realm} roleName={role.data.name ?? ""} />}
      </RouteTabs>
    </Box>
  );
}
