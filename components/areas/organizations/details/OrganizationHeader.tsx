"use client";

import { Button, HStack } from "@chakra-ui/react";
import type OrganizationRepresentation from "@keycloak/keycloak-admin-client/lib/defs/organizationRepresentation.js";
import { useNavigate } from "@tanstack/react-router";
import { useTranslations } from "next-intl";
import { PageHeader } from "@/components/kit/screen/PageHeader";
import { useConfirmDelete } from "@/components/kit/screen/useConfirmDelete";
import { EnabledSwitch } from "@/components/kit/ui/EnabledSwitch";
import { useAlerts } from "@/lib/console-context";
import { errorStatus, explainError } from "@/lib/errors";
import { useDeleteOrganization, useUpdateOrganization } from "@/lib/queries/organizations";

export type OrganizationHeaderProps = { realm: string; organization: OrganizationRepresentation; readOnly: boolean };

/** The organization's name, its enabled switch (saved at once) and delete (asked first). */
export function OrganizationHeader({ realm, organization, readOnly }: OrganizationHeaderProps) {
  const t = useTranslations();
  const navigate = useNavigate();
  const { addError } = useAlerts();
  const update = useUpdateOrganization(realm, organization.id ?? "");
  const deleteOrganization = useDeleteOrganization(realm);
  const enabled = organization.enabled !== false;
  const [confirmDelete, deleteDialog] = useConfirmDelete<OrganizationRepresentation>({
    titleKey: "organizationDelete",
    messageKey: "organizationDeleteConfirm",
    messageValues: () => ({ name: organization.name ?? "" }),
    onDelete: deleteOrganization.mutateAsync,
    onDeleted: () => navigate({ to: "/$realm/organizations", params: { realm } }),
  });

  const setEnabled = async (next: boolean) => {
    try {
      await update.mutateAsync({ ...organization, enabled: next });
    } catch (error) {
      // the update leaves a 409 to forms; the header has no field to put it on
      if (errorStatus(error) === 409) addError("organizationSaveError", explainError(error, t));
    }
  };

  return (
    <PageHeader
      title={organization.name ?? ""}
      actions={
        <HStack gap="4">
          <EnabledSwitch
            label={t("organizationEnabledLabel")}
            enabled={enabled}
            disabled={readOnly || update.isPending}
            onChange={(checked) => void setEnabled(checked)}
          />
          {!readOnly && (
            <Button colorPalette="red" variant="outline" size="sm" onClick={() => confirmDelete(organization)}>
              {t("delete")}
            </Button>
          )}
        </HStack>
      }
    >
      {deleteDialog}
    </PageHeader>
  );
}
