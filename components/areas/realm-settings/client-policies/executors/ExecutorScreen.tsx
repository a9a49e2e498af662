"use client";

import { useParams } from "@tanstack/react-router";
import { PROFILES } from "../clientPolicyKinds";
import { PartScreen } from "../PartScreen";

/**
 * /{realm}/realm-settings/client-policies/{profileName}/add-executor and .../edit-profile/{executorName}: a new
 * executor of the profile, or one of its executors.
 */
export default function ExecutorScreen() {
  const { profileName = "", executorName } = useParams({ strict: false });
  return <PartScreen kind={PROFILES} owner={profileName} part={executorName} />;
}
