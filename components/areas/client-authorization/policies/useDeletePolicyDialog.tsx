"use client";

import { useState, type ReactNode } from "react";
import { Button, List, Text } from "@chakra-ui/react";
import type PolicyRepresentation from "@keycloak/keycloak-admin-client/lib/defs/policyRepresentation.js";
import { useTranslations } from "next-intl";
import { LoadingSpinner } from "@/components/kit/ui/LoadingSpinner";
import { QueryError } from "@/components/kit/ui/QueryError";
import { DialogFrame } from "@/components/kit/ui/DialogFrame";
import { useDeletePolicy, useDependentPolicies } from "@/lib/queries/authorization";

/**
 * Asks before deleting a policy or permission, listing the permissions and policies that depend on it (deleting it
 * removes it from them). Returns [ask(policy), dialog]; onDeleted runs after a deletion.
 */
export function useDeletePolicyDialog(
  realm: string,
  clientId: string,
  onDeleted?: () => void,
): [(policy: PolicyRepresentation) => void, ReactNode] {
  const t = useTranslations();
  const [policy, setPolicy] = useState<PolicyRepresentation>();
  const dependents = useDependentPolicies(realm, clientId, policy?.id ?? "", !!policy?.id);
  const remove = useDeletePolicy(realm, clientId);
  const close = () => setPolicy(undefined);

  const confirm = async () => {
    if (!policy) return;
    // the mutation's alert tells a failure; the dialog closes either way
    const deleted = await remove.mutateAsync(policy).then(
      () => true,
      () => false,
    );
    close();
    if (deleted) onDeleted?.();
  };

  const dialog = (
    <DialogFrame
      open={!!policy}
      role="alertdialog"
      onClose={close}
      title={t("deletePolicyTitle", { name: policy?.name ?? "" })}
      footer={
        <>
          <Button variant="ghost" onClick={close}>
            {t("cancel")}
          </Button>
          <Button colorPalette="red" loading={remove.isPending} onClick={() => void confirm()}>
            {t("delete")}
          </Button>
        </>
      }
    >
      <Text>{t("deletePolicyConfirm", { name: policy?.name ?? "" })}</Text>
      {dependents.isPending && !!policy?.id && <LoadingSpinner />}
      {dependents.isError && <QueryError query={dependents} />}
      {!!dependents.data?.length && (
        <>
          <Text mt="3">{t("deletePolicyWarning")}</Text>
          <List.Root ps="5" aria-label={t("dependentPermission")}>
            {dependents.data.map((dependent) => (
              <List.Item key={dependent.id}>{dependent.name}</List.Item>
            ))}
          </List.Root>
        </>
      )}
    </DialogFrame>
  );
  return [setPolicy, dialog];
}
