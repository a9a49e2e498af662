"use client";

import { useNavigate, useParams } from "@tanstack/react-router";
import { CreateRoleForm } from "@/components/shared/role-details/CreateRoleForm";
import { useCreateClientRole } from "@/lib/queries/clients";

/** /{realm}/clients/{clientId}/roles/new: name and description of a new client role; then on to its details. */
export default function CreateClientRoleScreen() {
  const { realm, clientId } = useParams({ from: "/$realm/clients/$clientId/roles/new" });
  const navigate = useNavigate();
  const createRole = useCreateClientRole(realm, clientId);
  const toList = () => navigate({ to: "/$realm/clients/$clientId/$tab", params: { realm, clientId, tab: "roles" } });

  return (
    <CreateRoleForm
      create={createRole.mutateAsync}
      onCreated={async (role) => {
        if (role?.id)
          await navigate({
            to: "/$realm/clients/$clientId/roles/$id/$tab",
            params: { realm, clientId, id: role.id, tab: "details" },
          });
        else await toList();
      }}
      onCancel={() => void toList()}
    />
  );
}
