"use client";

import { useParams } from "@tanstack/react-router";
import { PageNotFound } from "@/components/kit/screen/PageNotFound";
import { QueryState } from "@/components/kit/screen/QueryState";
import { NEW_POLICY, toPolicyValues } from "@/lib/authorization/policyForm";
import { isPolicyType } from "@/lib/authorization/policyTypes";
import { useAuthzPolicy } from "@/lib/queries/authorization";
import { useAuthzContext } from "../shared/useAuthzContext";
import { PolicyForm } from "./PolicyForm";

/** .../authorization/policy/new/{type} and .../policy/{policyId}/{type}: a policy's form; unknown types are not found. */
export default function PolicyScreen() {
  const context = useAuthzContext();
  const { policyId, policyType = "" } = useParams({ strict: false });
  const policy = useAuthzPolicy(
    context.realm,
    context.clientId,
    policyType,
    isPolicyType(policyType) ? policyId : undefined,
  );
  if (!isPolicyType(policyType)) return <PageNotFound />;
  // a JavaScript policy is deployed with the server: nobody edits it here
  const readOnly = context.readOnly || policyType === "js";
  if (!policyId) return <PolicyForm {...context} readOnly={readOnly} type={policyType} initial={NEW_POLICY} />;
  return (
    <QueryState query={policy}>
      {(data) => (
        <PolicyForm
          {...context}
          readOnly={readOnly}
          type={policyType}
          policyId={policyId}
          initial={toPolicyValues(data)}
        />
      )}
    </QueryState>
  );
}
