// An execution names its authenticator config by alias, as Keycloak's realm export does (the admin API shows the
// config's id instead); these lookups accept either, so exported and API-made realms read alike.
import type { RealmData } from "../store/model.js";

export type AuthenticatorConfig = RealmData["authenticatorConfig"] extends Map<string, infer C> ? C : never;

export function configByAlias(realm: RealmData, alias: string): AuthenticatorConfig | undefined {
  for (const c of realm.authenticatorConfig.values()) if (c.alias === alias) return c;
  return undefined;
}

/** the config an execution refers to, by the alias it stores (or an id from older data) */
export function configOfExecution(
  realm: RealmData,
  execution: { authenticatorConfig?: string },
): AuthenticatorConfig | undefined {
  const ref = execution.authenticatorConfig;
  if (!ref) return undefined;
  return configByAlias(realm, ref) ?? realm.authenticatorConfig.get(ref);
}
