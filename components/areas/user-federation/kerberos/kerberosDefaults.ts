import { CACHE_DEFAULTS } from "../shared/cachePolicy";
import { requiredCacheKeys } from "../shared/providerSchema";

/** A new Kerberos provider's settings, as Keycloak's console starts them. */
export const KERBEROS_DEFAULTS: Record<string, string> = {
  enabled: "true",
  kerberosRealm: "",
  serverPrincipal: "",
  keyTab: "",
  krbPrincipalAttribute: "",
  debug: "false",
  allowPasswordAuthentication: "false",
  editMode: "",
  updateProfileFirstLogin: "false",
  ...CACHE_DEFAULTS,
};

/** The Kerberos realm, principal and keytab; an edit mode once password authentication is allowed. */
export function requiredKerberosKeys(config: Record<string, string>): string[] {
  return [
    "kerberosRealm",
    "serverPrincipal",
    "keyTab",
    ...(config.allowPasswordAuthentication === "true" ? ["editMode"] : []),
    ...requiredCacheKeys(config),
  ];
}
