"use client";

import { useNavigate } from "@tanstack/react-router";
import { CreateRoleForm } from "@/components/shared/role-details/CreateRoleForm";
import { useCreateRealmRole } from "@/lib/queries/roles";
import { useRealmName } from "@/lib/router/useRealmName";

/** /{realm}/roles/new: name and description of a new realm role; then on to its details. */
export default function CreateRoleScreen() {
  const realm = useRealmName();
  const navigate = useNavigate();
  const createRole = useCreateRealmRole(realm);

  return (
    <CreateRoleForm
      create={createRole.mutateAsync}
      onCreated={async (role) => {
        if (role?.id) await navigate({ to: "/$realm/roles/$id/$tab", params: { realm, id: role.id, tab: "details" } });
        else await navigate({ to: "/$realm/roles", params: { realm } });
      }}
      onCancel={() => void navigate({ to: "/$realm/roles", params: { realm } })}
    />
  );
}
