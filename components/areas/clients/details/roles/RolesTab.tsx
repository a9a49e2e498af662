"use client";

import { useCallback } from "react";
import { Box } from "@chakra-ui/react";
import { Link, useNavigate } from "@tanstack/react-router";
import type { RoleLink } from "@/components/shared/role-details/roleListColumns";
import { RolesList } from "@/components/shared/role-details/RolesList";
import { useClientRoleContainer, useClientRolesSource } from "@/lib/queries/clients";
import type { ClientTabProps } from "../clientTabs";

/** The client's roles: searched and paged by the server, created and deleted by admins who may configure the client. */
export default function RolesTab({ realm, client, readOnly }: ClientTabProps) {
  const navigate = useNavigate();
  const clientId = client.id ?? "";
  const container = useClientRoleContainer(clientId);
  const source = useClientRolesSource(realm, clientId);
  const link = useCallback<RoleLink>(
    (role, children) => (
      <Link
        to="/$realm/clients/$clientId/roles/$id/$tab"
        params={{ realm, clientId, id: role.id ?? "", tab: "details" }}
      >
        {children}
      </Link>
    ),
    [realm, clientId],
  );

  return (
    <Box py="2">
      <RolesList
        realm={realm}
        container={container}
        source={source}
        ariaLabelKey="clientRoles"
        link={link}
        canManage={!readOnly}
        onCreate={() => void navigate({ to: "/$realm/clients/$clientId/roles/new", params: { realm, clientId } })}
      />
    </Box>
  );
}
