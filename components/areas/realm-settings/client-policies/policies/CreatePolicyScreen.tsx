"use client";

import { CreateItemScreen } from "../CreateItemScreen";
import { POLICIES } from "../clientPolicyKinds";

/** /{realm}/realm-settings/client-policies/policies/add-client-policy: a new policy's name; then its conditions. */
export default function CreatePolicyScreen() {
  return <CreateItemScreen kind={POLICIES} />;
}
