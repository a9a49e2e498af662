"use client";

import { useParams } from "@tanstack/react-router";
import { POLICIES } from "../clientPolicyKinds";
import { PartScreen } from "../PartScreen";

/**
 * /{realm}/realm-settings/client-policies/{policyName}/edit-policy/create-condition and
 * .../{conditionName}/edit-condition: a new condition of the policy, or one of its conditions.
 */
export default function ConditionScreen() {
  const { policyName = "", conditionName } = useParams({ strict: false });
  return <PartScreen kind={POLICIES} owner={policyName} part={conditionName} />;
}
