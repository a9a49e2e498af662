"use client";

import { Box, Link as ChakraLink } from "@chakra-ui/react";
import { PrimaryButton } from "@/components/kit/ui/PrimaryButton";
import { Link, useNavigate } from "@tanstack/react-router";
import { useTranslations } from "next-intl";
import { deleteRowAction, type RowAction } from "@/components/kit/data-table";
import { useConfirmDelete } from "@/components/kit/screen/useConfirmDelete";
import { useAccess } from "@/lib/console-context";
import { useDeleteOrganization, useOrganizationsSource } from "@/lib/queries/organizations";
import { useRealmName } from "@/lib/router/useRealmName";
import { OrganizationTable, type OrganizationRow } from "@/components/shared/organization-table/OrganizationTable";
import { PageHeader } from "@/components/kit/screen/PageHeader";

/** /{realm}/organizations: the realm's organizations (server-paged, searched by name or domain); names link to the
 * organization, and create and delete, for admins with manage-users (the details' access). */
export default function OrganizationsScreen() {
  const t = useTranslations();
  const realm = useRealmName();
  const navigate = useNavigate();
  const source = useOrganizationsSource(realm);
  const deleteOrganization = useDeleteOrganization(realm);
  const canManage = useAccess().hasAny("manage-users");
  const [confirmDelete, DeleteConfirm] = useConfirmDelete<OrganizationRow>({
    titleKey: "organizationDelete",
    messageKey: "organizationDeleteConfirm",
    onDelete: deleteOrganization.mutateAsync,
  });

  const rowActions: RowAction<OrganizationRow>[] = canManage ? [deleteRowAction(confirmDelete)] : [];

  return (
    <Box>
      {DeleteConfirm}
      <PageHeader title={t("organizationsList")} subtitle={t("organizationsExplain")} />
      <Box px="6" py="6">
        <OrganizationTable
          source={source}
          linkTo={
            canManage
              ? (organization) => (
                  <ChakraLink asChild colorPalette="blue">
                    <Link
                      to="/$realm/organizations/$id/$tab"
                      params={{ realm, id: organization.id ?? "", tab: "settings" }}
                    >
                      {organization.name}
                    </Link>
                  </ChakraLink>
                )
              : undefined
          }
          rowActions={rowActions}
          toolbar={() =>
            canManage && (
              <PrimaryButton asChild size="sm">
                <Link to="/$realm/organizations/new" params={{ realm }}>
                  {t("createOrganization")}
                </Link>
              </PrimaryButton>
            )
          }
          emptyState={{
            messageKey: "emptyOrganizations",
            instructionsKey: "emptyOrganizationsInstructions",
            ...(canManage
              ? {
                  actionKey: "createOrganization",
                  onAction: () => void navigate({ to: "/$realm/organizations/new", params: { realm } }),
                }
              : {}),
          }}
        />
      </Box>
    </Box>
  );
}
