"use client";

import { useParams } from "@tanstack/react-router";
import { PROFILES } from "../clientPolicyKinds";
import { ItemScreen } from "../ItemScreen";

/** /{realm}/realm-settings/client-policies/{profileName}/edit-profile: a client profile's description and executors. */
export default function ProfileScreen() {
  const { profileName = "" } = useParams({ strict: false });
  return <ItemScreen kind={PROFILES} name={profileName} />;
}
