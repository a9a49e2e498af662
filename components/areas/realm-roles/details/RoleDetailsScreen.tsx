"use client";

import { useNavigate, useParams } from "@tanstack/react-router";
import { RoleDetails } from "@/components/shared/role-details/RoleDetails";
import { useAccess } from "@/lib/console-context";
import { REALM_CONTAINER } from "@/lib/queries/roleDetails";
import { useRealm } from "@/lib/queries/realms";
import { roleTabs } from "./roleTabs";

/** /{realm}/roles/{id}/{tab}: a realm role's details, associated roles, attributes and the users holding it. */
export default function RoleDetailsScreen() {
  const { realm, id } = useParams({ from: "/$realm/roles/$id/$tab" });
  const navigate = useNavigate();
  const canManage = useAccess().hasAny("manage-realm");
  // only admins who may view the realm can read which role is its default one
  const realmRep = useRealm(realm);

  return (
    <RoleDetails
      realm={realm}
      id={id}
      container={REALM_CONTAINER}
      tabs={roleTabs}
      canManage={canManage}
      defaultRoleId={realmRep.data?.defaultRole?.id}
      onDeleted={() => navigate({ to: "/$realm/roles", params: { realm } })}
    />
  );
}
