"use client";

import { HStack, Link, Stack } from "@chakra-ui/react";
import type ComponentRepresentation from "@keycloak/keycloak-admin-client/lib/defs/componentRepresentation.js";
import { Link as RouterLink, useNavigate } from "@tanstack/react-router";
import { useTranslations } from "next-intl";
import { deleteRowAction, DataTable, TEXT_COLUMN_MAX_W, type RowAction } from "@/components/kit/data-table";
import { QueryError } from "@/components/kit/ui/QueryError";
import { useConfirmDelete } from "@/components/kit/screen/useConfirmDelete";
import { TruncatedText } from "@/components/kit/ui/TruncatedText";
import { useAccess } from "@/lib/console-context";
import {
  useDeleteRegistrationPolicy,
  useRegistrationPoliciesSource,
  useRegistrationPolicyProviders,
  type RegistrationPolicyKind,
} from "@/lib/queries/clientRegistrationPolicies";
import { useRealmName } from "@/lib/router/useRealmName";
import { registrationPolicyEditPath, registrationPolicyPath } from "./clientRegistrationTabs";
import { CreatePolicyMenu } from "./CreatePolicyMenu";

/** One kind's registration policies: name (to its settings) and provider; create and delete for managers. */
export function RegistrationPoliciesPanel({ kind }: { kind: RegistrationPolicyKind }) {
  const t = useTranslations();
  const realm = useRealmName();
  const navigate = useNavigate();
  const access = useAccess();
  // a policy's screen is for admins who may manage clients (the spec's access table); others read the list
  const canOpen = access.hasAny("manage-clients");
  // the policies are components of the realm: Keycloak lets realm managers change them
  const canManage = canOpen && access.hasAny("manage-realm");
  const source = useRegistrationPoliciesSource(realm, kind);
  const providers = useRegistrationPolicyProviders(realm);
  const deletePolicy = useDeleteRegistrationPolicy(realm);
  const [askDelete, deleteDialog] = useConfirmDelete<ComponentRepresentation>({
    titleKey: "clientRegisterPolicyDeleteConfirmTitle",
    messageKey: "clientRegisterPolicyDeleteConfirm",
    onDelete: deletePolicy.mutateAsync,
  });
  const toCreate = (providerId: string) =>
    void navigate({ to: registrationPolicyPath, params: { realm, subTab: kind, providerId } });
  const rowActions: RowAction<ComponentRepresentation>[] | undefined = canManage
    ? [deleteRowAction(askDelete)]
    : undefined;

  return (
    <Stack py="4">
      {deleteDialog}
      {/* outside the table's toolbar, so that a kind without policies can get its first one */}
      {canManage && providers.isError && <QueryError query={providers} />}
      {canManage && providers.data && (
        <HStack>
          <CreatePolicyMenu providers={providers.data} onChoose={toCreate} />
        </HStack>
      )}
      <DataTable<ComponentRepresentation>
        source={source}
        ariaLabelKey={kind === "anonymous" ? "anonymousAccessPolicies" : "authenticatedAccessPolicies"}
        searchPlaceholderKey="searchClientRegistration"
        columns={[
          {
            id: "name",
            header: () => t("name"),
            cell: ({ row }) =>
              !canOpen ? (
                <TruncatedText text={row.original.name ?? ""} maxW={TEXT_COLUMN_MAX_W} />
              ) : (
                <TruncatedText text={row.original.name ?? ""} maxW={TEXT_COLUMN_MAX_W}>
                  <Link asChild colorPalette="blue">
                    <RouterLink
                      to={registrationPolicyEditPath}
                      params={{
                        realm,
                        subTab: kind,
                        providerId: row.original.providerId ?? "",
                        id: row.original.id ?? "",
                      }}
                    >
                      {row.original.name}
                    </RouterLink>
                  </Link>
                </TruncatedText>
              ),
          },
          { id: "providerId", header: () => t("provider"), cell: ({ row }) => row.original.providerId ?? "" },
        ]}
        rowActions={rowActions}
        emptyState={{ messageKey: "noAccessPolicies", instructionsKey: "noAccessPoliciesInstructions" }}
      />
    </Stack>
  );
}
