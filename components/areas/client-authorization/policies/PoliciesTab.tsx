"use client";

import { useState } from "react";
import { Box, Button } from "@chakra-ui/react";
import type PolicyRepresentation from "@keycloak/keycloak-admin-client/lib/defs/policyRepresentation.js";
import { useNavigate } from "@tanstack/react-router";
import { useTranslations } from "next-intl";
import { DataTable, type RowAction, type TableViewState } from "@/components/kit/data-table";
import type { PolicyType } from "@/lib/authorization/policyTypes";
import { usePoliciesSource } from "@/lib/queries/authorization";
import type { AuthzPanelProps } from "../shared/panelProps";
import { ChoosePolicyTypeDialog } from "./ChoosePolicyTypeDialog";
import { DependentsRow } from "./DependentsRow";
import { usePolicyColumns } from "./policyColumns";
import { useDeletePolicyDialog } from "./useDeletePolicyDialog";

/** The policies (not the permissions): type, description, and the permissions depending on each when expanded. */
export default function PoliciesTab({ realm, clientId, readOnly }: AuthzPanelProps) {
  const t = useTranslations();
  const navigate = useNavigate();
  const [view, setView] = useState<TableViewState>({ page: 0, search: "" });
  const [choosing, setChoosing] = useState(false);
  const source = usePoliciesSource(realm, clientId);
  const columns = usePolicyColumns(realm, clientId);
  const [askDelete, deleteDialog] = useDeletePolicyDialog(realm, clientId);
  const rowActions: RowAction<PolicyRepresentation>[] = readOnly
    ? []
    : [{ labelKey: "delete", danger: true, onClick: askDelete }];
  const create = (type: PolicyType) =>
    void navigate({
      to: "/$realm/clients/$clientId/authorization/policy/new/$policyType",
      params: { realm, clientId, policyType: type },
    });

  return (
    <Box py="4">
      {deleteDialog}
      <ChoosePolicyTypeDialog open={choosing} onClose={() => setChoosing(false)} onChoose={create} />
      <DataTable<PolicyRepresentation>
        source={source}
        columns={columns}
        ariaLabelKey="policies"
        searchPlaceholderKey="searchByName"
        state={view}
        onStateChange={setView}
        toolbar={() =>
          !readOnly && (
            <Button size="sm" colorPalette="blue" onClick={() => setChoosing(true)}>
              {t("createAuthorizationPolicy")}
            </Button>
          )
        }
        rowActions={rowActions}
        detailRow={(policy) => <DependentsRow realm={realm} clientId={clientId} policyId={policy.id ?? ""} />}
        emptyState={{
          messageKey: "emptyPolicies",
          instructionsKey: "emptyPoliciesInstructions",
          ...(readOnly ? {} : { actionKey: "createAuthorizationPolicy", onAction: () => setChoosing(true) }),
        }}
      />
    </Box>
  );
}
