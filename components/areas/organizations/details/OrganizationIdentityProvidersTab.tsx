"use client";

import { useMemo, useState } from "react";
import type IdentityProviderRepresentation from "@keycloak/keycloak-admin-client/lib/defs/identityProviderRepresentation.js";
import type OrganizationRepresentation from "@keycloak/keycloak-admin-client/lib/defs/organizationRepresentation.js";
import { useTranslations } from "next-intl";
import { DataTable, type DataTableColumn, type RowAction } from "@/components/kit/data-table";
import { useConfirmDelete } from "@/components/kit/screen/useConfirmDelete";
import {
  ORG_DOMAIN_CONFIG,
  ORG_REDIRECT_EMAIL_MATCHES_CONFIG,
  useOrganizationIdentityProvidersSource,
  useUnlinkOrganizationIdentityProvider,
} from "@/lib/queries/organizations";
import { LinkIdentityProviderDialog } from "./LinkIdentityProviderDialog";

export type OrganizationIdentityProvidersTabProps = {
  realm: string;
  organization: OrganizationRepresentation;
  readOnly: boolean;
};

type Editing = { provider?: IdentityProviderRepresentation } | undefined;

/** The providers linked to the organization with their domain and login-page flags; link, edit and unlink them. */
export function OrganizationIdentityProvidersTab({
  realm,
  organization,
  readOnly,
}: OrganizationIdentityProvidersTabProps) {
  const t = useTranslations();
  const id = organization.id ?? "";
  const source = useOrganizationIdentityProvidersSource(realm, id);
  const unlink = useUnlinkOrganizationIdentityProvider(realm, id);
  const [editing, setEditing] = useState<Editing>();
  const [askUnlink, unlinkDialog] = useConfirmDelete<IdentityProviderRepresentation>({
    titleKey: "identityProviderUnlink",
    messageKey: "identityProviderUnlinkConfirm",
    messageValues: (provider) => ({ name: provider.displayName || provider.alias || "" }),
    continueKey: "unLinkIdentityProvider",
    onDelete: unlink.mutateAsync,
  });

  const columns = useMemo<DataTableColumn<IdentityProviderRepresentation>[]>(
    () => [
      { id: "alias", header: () => t("alias"), cell: ({ row }) => row.original.alias ?? "" },
      { id: "displayName", header: () => t("displayName"), cell: ({ row }) => row.original.displayName ?? "—" },
      { id: "providerId", header: () => t("type"), cell: ({ row }) => row.original.providerId ?? "" },
      {
        id: "domain",
        header: () => t("domain"),
        cell: ({ row }) => row.original.config?.[ORG_DOMAIN_CONFIG] || "—",
      },
      {
        id: "hideOnLogin",
        header: () => t("hideOnLoginPage"),
        cell: ({ row }) => t(row.original.hideOnLogin ? "on" : "off"),
      },
      {
        id: "redirect",
        header: () => t("redirectWhenEmailMatches"),
        cell: ({ row }) => t(row.original.config?.[ORG_REDIRECT_EMAIL_MATCHES_CONFIG] === "true" ? "on" : "off"),
      },
    ],
    [t],
  );

  const rowActions: RowAction<IdentityProviderRepresentation>[] = [
    { labelKey: "edit", onClick: (provider) => setEditing({ provider }) },
    { labelKey: "unLinkIdentityProvider", danger: true, onClick: askUnlink },
  ];

  return (
    <>
      {unlinkDialog}
      {editing && (
        <LinkIdentityProviderDialog
          realm={realm}
          organization={organization}
          provider={editing.provider}
          onClose={() => setEditing(undefined)}
        />
      )}
      <DataTable<IdentityProviderRepresentation>
        source={source}
        columns={columns}
        ariaLabelKey="identityProviders"
        searchPlaceholderKey="searchForIdentityProvider"
        urlStatePrefix="idps"
        rowActions={readOnly ? undefined : rowActions}
        emptyState={{
          messageKey: "emptyIdentityProviderLink",
          instructionsKey: readOnly ? undefined : "emptyIdentityProviderLinkInstructions",
        }}
        createAction={readOnly ? undefined : { labelKey: "linkIdentityProvider", onClick: () => setEditing({}) }}
      />
    </>
  );
}
