"use client";

import { useNavigate, useParams } from "@tanstack/react-router";
import { RoleDetails } from "@/components/shared/role-details/RoleDetails";
import { useClientRoleContainer } from "@/lib/queries/clients";
import { clientRoleTabs } from "./clientRoleTabs";
import { useCanManageClientRoles } from "./useCanManageClientRoles";

/** /{realm}/clients/{clientId}/roles/{id}/{tab}: a client role's details, associated roles, attributes and users. */
export default function ClientRoleDetailsScreen() {
  const { realm, clientId, id } = useParams({ from: "/$realm/clients/$clientId/roles/$id/$tab" });
  const navigate = useNavigate();
  const container = useClientRoleContainer(clientId);
  const canManage = useCanManageClientRoles(realm, clientId);

  return (
    <RoleDetails
      realm={realm}
      id={id}
      container={container}
      tabs={clientRoleTabs}
      canManage={canManage}
      onDeleted={() => navigate({ to: "/$realm/clients/$clientId/$tab", params: { realm, clientId, tab: "roles" } })}
    />
  );
}
