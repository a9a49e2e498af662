"use client";

import { Card, HStack, Stack, Switch, Text } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import { QueryState } from "@/components/kit/screen/QueryState";
import { useConfirmDialog } from "@/components/kit/ui/ConfirmDialog";
import { HelpItem } from "@/components/kit/ui/HelpItem";
import { managementClientId } from "@/lib/authorization/managementPermissions";
import { permissionAccess, type PermissionTarget } from "@/lib/authorization/permissionAccess";
import { useAccess } from "@/lib/console-context";
import {
  useManagementClient,
  useManagementPermissions,
  useSwitchManagementPermissions,
} from "@/lib/queries/managementPermissions";
import { ScopePermissionsTable } from "./ScopePermissionsTable";

export type ManagementPermissionsTabProps = { realm: string; target: PermissionTarget };

/**
 * The Permissions tab of users, a group, a client, a role or an identity provider: the switch that sets the
 * object's fine-grained admin permissions up (turning it off asks first, since that deletes them) and, while on,
 * the scope permissions on the management client. Admins who may only view see the switch read-only.
 */
export function ManagementPermissionsTab({ realm, target }: ManagementPermissionsTabProps) {
  const t = useTranslations();
  const { hasAccess, hasAny } = useAccess();
  const canManage = hasAccess(permissionAccess(target).manage);
  // the names link to the management client's authorization screens, for admins who may find and open them
  const canLink =
    hasAny("query-clients", "view-clients", "manage-clients") &&
    hasAny("manage-clients", "view-authorization", "manage-authorization");
  const reference = useManagementPermissions(realm, target);
  const managementClient = useManagementClient(realm, canLink);
  const managementId = managementClient.data?.id;
  const toggle = useSwitchManagementPermissions(realm, target, managementId);
  // a failed switch is shown by the mutation's error alert; the switch stays as the server has it
  const setEnabled = (enabled: boolean) => toggle.mutateAsync(enabled).catch(() => undefined);
  const [askDisable, disableDialog] = useConfirmDialog({
    titleKey: "permissionsDisable",
    messageKey: "permissionsDisableConfirm",
    variant: "danger",
    onConfirm: () => setEnabled(false),
  });

  return (
    <QueryState query={reference}>
      {(data) => (
        <Stack gap="6" p="6">
          {disableDialog}
          <Card.Root>
            <Card.Header>
              <Card.Title as="h2">{t("permissions")}</Card.Title>
            </Card.Header>
            <Card.Body gap="4">
              <Text>{t(`${target.kind}PermissionsHint`)}</Text>
              <HStack gap="2">
                <Switch.Root
                  checked={data.enabled === true}
                  readOnly={!canManage}
                  disabled={toggle.isPending}
                  onCheckedChange={({ checked }) => (checked ? void setEnabled(true) : askDisable())}
                >
                  <Switch.HiddenInput aria-label={t("permissionsEnabled")} />
                  <Switch.Control />
                  <Switch.Label>{t("permissionsEnabled")}</Switch.Label>
                </Switch.Root>
                <HelpItem helpText={t("permissionsEnabledHelp")} label={t("permissionsEnabled")} />
              </HStack>
            </Card.Body>
          </Card.Root>
          {data.enabled && (
            <Card.Root>
              <Card.Header>
                <Card.Title as="h2">{t("permissionsList")}</Card.Title>
                <Text color="fg.muted">{t("permissionsListIntro", { realm: managementClientId(realm) })}</Text>
              </Card.Header>
              <Card.Body>
                <ScopePermissionsTable realm={realm} target={target} reference={data} managementId={managementId} />
              </Card.Body>
            </Card.Root>
          )}
        </Stack>
      )}
    </QueryState>
  );
}
