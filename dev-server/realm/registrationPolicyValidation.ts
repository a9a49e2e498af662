// Keycloak's checks on a client registration policy before it is stored (the policy factories' validateConfiguration):
// a provider it knows, the trusted-hosts switches given as booleans, a whole number of clients, and allowed client
// scopes the realm has. Each answers Keycloak's refusal, or undefined when the policy passes.
import type { RealmData } from "../store/model.js";
import type { PolicyComponent } from "./registrationPolicies.js";

export type PolicyRefusal = { error: string } | { errorMessage: string };

const PROVIDERS = new Set([
  "allowed-client-templates",
  "allowed-protocol-mappers",
  "client-disabled",
  "consent-required",
  "max-clients",
  "registration-web-origins",
  "scope",
  "trusted-hosts",
]);

type Config = PolicyComponent["config"];

const values = (config: Config, key: string): string[] => {
  const value = config?.[key];
  return value === undefined ? [] : (Array.isArray(value) ? value : [value]).map(String);
};

type Kind = { test(value: string): boolean; wanted: string };
const BOOLEAN: Kind = { test: (value) => value === "true" || value === "false", wanted: "'true' or 'false'" };
const INTEGER: Kind = { test: (value: string) => /^[+-]?\d+$/.test(value), wanted: "a number" };

/** ConfigurationValidationHelper's checkRequired then checkBoolean or checkInt, with the property's label */
function requiredOf(config: Config, key: string, label: string, kind: Kind): string | undefined {
  const value = values(config, key)[0]?.trim() ?? "";
  if (!value) return `'${label}' is required`;
  return kind.test(value) ? undefined : `'${label}' should be ${kind.wanted}`;
}

export function registrationPolicyRefusal(realm: RealmData, policy: PolicyComponent): PolicyRefusal | undefined {
  const message = (text: string | undefined) => (text ? { errorMessage: text } : undefined);
  const config = policy.config;
  switch (policy.providerId) {
    case "trusted-hosts":
      return message(
        requiredOf(
          config,
          "host-sending-registration-request-must-match",
          "Host Sending Client Registration Request Must Match",
          BOOLEAN,
        ) ?? requiredOf(config, "client-uris-must-match", "Client URIs Must Match", BOOLEAN),
      );
    case "max-clients":
      return message(requiredOf(config, "max-clients", "Max Clients Per Realm", INTEGER));
    case "allowed-client-templates": {
      const known = new Set([...realm.clientScopes.values()].map((scope) => scope.name));
      const unknown = values(config, "allowed-client-scopes").filter((name) => !known.has(name));
      return message(unknown.length ? `Client scopes not allowed: [${unknown.join(", ")}]` : undefined);
    }
    default:
      return PROVIDERS.has(policy.providerId ?? "")
        ? undefined
        : { error: "Invalid provider type or no such provider" };
  }
}
