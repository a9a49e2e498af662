"use client";

import { CreateItemScreen } from "../CreateItemScreen";
import { PROFILES } from "../clientPolicyKinds";

/** /{realm}/realm-settings/client-policies/{tab}/add-profile: a new client profile's name; then on to its executors. */
export default function CreateProfileScreen() {
  return <CreateItemScreen kind={PROFILES} />;
}
