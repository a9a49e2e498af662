// What Keycloak 26.7.3 says of the authenticators, client authenticators, form actions and forms it ships (in the order
// its provider lists give them): display name, description, the requirement choices an execution of theirs offers,
// whether it takes a configuration and that configuration's properties (config-description); the configuration
// properties of its configurable required actions; and what a client configures of each client authenticator. Read
// from the admin API of Keycloak itself, values typed as it sends them; kept as data in data/authenticatorCatalog.json.
import { readFileSync } from "node:fs";
import type { ConfigPropertyRepresentation } from "@keycloak/keycloak-admin-client/lib/defs/configPropertyRepresentation.js";

export type Requirement = "REQUIRED" | "ALTERNATIVE" | "DISABLED" | "CONDITIONAL";

export interface ProviderEntry {
  displayName: string;
  description: string;
  requirementChoices: Requirement[];
  configurable: boolean;
  properties?: ConfigPropertyRepresentation[];
}

type Catalog = Record<"authenticators" | "clientAuthenticators" | "formActions", Record<string, ProviderEntry>> & {
  /** a form drives a form flow and is never an execution of its own */
  forms: Record<string, Pick<ProviderEntry, "displayName" | "description">>;
};

const data = JSON.parse(readFileSync(new URL("./data/authenticatorCatalog.json", import.meta.url), "utf8")) as {
  providers: Catalog;
  requiredActionProperties: Record<string, ConfigPropertyRepresentation[]>;
  perClientProperties: Record<string, ConfigPropertyRepresentation[]>;
};

export const PROVIDERS = data.providers;

/** the configuration properties of Keycloak's configurable required actions (config-description) */
export const REQUIRED_ACTION_PROPERTIES = data.requiredActionProperties;

/** what each client authenticator lets a client configure for itself (per-client-config-description) */
export const PER_CLIENT_PROPERTIES = data.perClientProperties;
