// The realm's client policies and client profiles (ClientPoliciesRepresentation, ClientProfilesRepresentation): each
// condition's and executor's configuration is the provider's own object, checked by the provider's rules.
import type ClientPolicyRepresentation from "@keycloak/keycloak-admin-client/lib/defs/clientPolicyRepresentation.js";
import type ClientProfileRepresentation from "@keycloak/keycloak-admin-client/lib/defs/clientProfileRepresentation.js";
import type ClientProfilesRepresentation from "@keycloak/keycloak-admin-client/lib/defs/clientProfilesRepresentation.js";
import type ClientPolicyConditionRepresentation from "@keycloak/keycloak-admin-client/lib/defs/clientPolicyConditionRepresentation.js";
import type ClientPolicyExecutorRepresentation from "@keycloak/keycloak-admin-client/lib/defs/clientPolicyExecutorRepresentation.js";
import { z } from "zod";
import { flag, list, nested, representation, text, TEXT_MAX } from "./jackson.js";

const configuration = z.looseObject({}).nullish();

const policy = nested<ClientPolicyRepresentation>({
  name: text(),
  description: text(TEXT_MAX),
  enabled: flag(),
  mode: text(),
  profiles: list(text()),
  conditions: list(nested<ClientPolicyConditionRepresentation>({ condition: text(), configuration })),
});

const profile = nested<ClientProfileRepresentation>({
  name: text(),
  description: text(TEXT_MAX),
  executors: list(nested<ClientPolicyExecutorRepresentation>({ executor: text(), configuration })),
});

export const clientPoliciesSchema = representation<{ policies?: ClientPolicyRepresentation[] }>({
  policies: list(policy),
});

export const clientProfilesSchema = representation<ClientProfilesRepresentation>({
  profiles: list(profile),
  globalProfiles: list(profile),
});
