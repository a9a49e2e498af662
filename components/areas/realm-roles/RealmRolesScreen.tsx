"use client";

import { useCallback } from "react";
import { Box } from "@chakra-ui/react";
import type RoleRepresentation from "@keycloak/keycloak-admin-client/lib/defs/roleRepresentation.js";
import { Link, useNavigate } from "@tanstack/react-router";
import { useTranslations } from "next-intl";
import { PageHeader } from "@/components/kit/screen/PageHeader";
import { isDefaultRole } from "@/components/shared/role-details/roleForms";
import type { RoleLink } from "@/components/shared/role-details/roleListColumns";
import { RolesList } from "@/components/shared/role-details/RolesList";
import { useAccess } from "@/lib/console-context";
import { REALM_CONTAINER } from "@/lib/queries/roleDetails";
import { useRealm } from "@/lib/queries/realms";
import { useRealmRolesSource } from "@/lib/queries/roles";
import { useRealmName } from "@/lib/router/useRealmName";

/** /{realm}/roles: the realm's roles, searched and paged by the server; admins who manage the realm create and delete them. */
export default function RealmRolesScreen() {
  const t = useTranslations();
  const realm = useRealmName();
  const navigate = useNavigate();
  const canManage = useAccess().hasAny("manage-realm");
  const defaultRoleId = useRealm(realm).data?.defaultRole?.id;
  const source = useRealmRolesSource(realm);
  const link = useCallback<RoleLink>(
    (role, children) => (
      <Link to="/$realm/roles/$id/$tab" params={{ realm, id: role.id ?? "", tab: "details" }}>
        {children}
      </Link>
    ),
    [realm],
  );

  return (
    <Box>
      <PageHeader title={t("realmRoles")} subtitle={t("roleExplain")} />
      <Box px="6" py="2">
        <RolesList
          realm={realm}
          container={REALM_CONTAINER}
          source={source}
          ariaLabelKey="realmRoles"
          link={link}
          canManage={canManage}
          // the realm's default role goes only with the realm
          isProtected={(role: RoleRepresentation) => isDefaultRole(role, realm, defaultRoleId)}
          onCreate={() => void navigate({ to: "/$realm/roles/new", params: { realm } })}
        />
      </Box>
    </Box>
  );
}
