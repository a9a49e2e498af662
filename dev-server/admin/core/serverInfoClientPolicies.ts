// The client policy executor and condition types GET /admin/serverinfo lists (componentTypes): the ids and
// configuration properties (names, types, defaults, options) of Keycloak 26.7's providers, in its order, with help
// texts of our own; kept as data in data/clientPolicyTypes.json. The client-policies resource accepts exactly these.
import { readFileSync } from "node:fs";
import type ComponentTypeRepresentation from "@keycloak/keycloak-admin-client/lib/defs/componentTypeRepresentation.js";

export const EXECUTOR_TYPE = "org.keycloak.services.clientpolicy.executor.ClientPolicyExecutorProvider";
export const CONDITION_TYPE = "org.keycloak.services.clientpolicy.condition.ClientPolicyConditionProvider";

const { executors, conditions } = JSON.parse(
  readFileSync(new URL("./data/clientPolicyTypes.json", import.meta.url), "utf8"),
) as Record<"executors" | "conditions", ComponentTypeRepresentation[]>;

export const CLIENT_POLICY_COMPONENT_TYPES = { [EXECUTOR_TYPE]: executors, [CONDITION_TYPE]: conditions };

export const EXECUTOR_IDS: ReadonlySet<string> = new Set(executors.map((executor) => executor.id));
export const CONDITION_IDS: ReadonlySet<string> = new Set(conditions.map((condition) => condition.id));
