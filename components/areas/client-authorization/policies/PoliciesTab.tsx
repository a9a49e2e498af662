"use client";

import { useState } from "react";
import type PolicyRepresentation from "@keycloak/keycloak-admin-client/lib/defs/policyRepresentation.js";
import { useNavigate } from "@tanstack/react-router";
import { deleteRowAction } from "@/components/kit/data-table";
import type { PolicyType } from "@/lib/authorization/policyTypes";
import { usePoliciesSource } from "@/lib/queries/authorization";
import { AuthzTable } from "../shared/AuthzTable";
import { useAuthzColumns } from "../shared/authzColumns";
import type { AuthzPanelProps } from "../shared/panelProps";
import { ChoosePolicyTypeDialog } from "./ChoosePolicyTypeDialog";
import { DependentsRow } from "./DependentsRow";
import { useDeletePolicyDialog } from "./useDeletePolicyDialog";

/** The policies (not the permissions): type, description, and the permissions depending on each when expanded. */
export default function PoliciesTab({ realm, clientId, readOnly }: AuthzPanelProps) {
  const navigate = useNavigate();
  const [choosing, setChoosing] = useState(false);
  const [askDelete, deleteDialog] = useDeletePolicyDialog(realm, clientId);
  const create = (type: PolicyType) =>
    void navigate({
      to: "/$realm/clients/$clientId/authorization/policy/new/$policyType",
      params: { realm, clientId, policyType: type },
    });

  return (
    <AuthzTable<PolicyRepresentation>
      readOnly={readOnly}
      source={usePoliciesSource(realm, clientId)}
      columns={useAuthzColumns(realm, clientId).policies}
      ariaLabelKey="policies"
      create={{ labelKey: "createAuthorizationPolicy", onCreate: () => setChoosing(true) }}
      rowActions={[deleteRowAction(askDelete)]}
      detailRow={(policy) => <DependentsRow realm={realm} clientId={clientId} policyId={policy.id ?? ""} />}
      empty={{ messageKey: "emptyPolicies", instructionsKey: "emptyPoliciesInstructions" }}
      dialogs={
        <>
          {deleteDialog}
          <ChoosePolicyTypeDialog open={choosing} onClose={() => setChoosing(false)} onChoose={create} />
        </>
      }
    />
  );
}
