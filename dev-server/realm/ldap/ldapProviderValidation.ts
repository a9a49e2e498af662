// The checks Keycloak's LDAP provider factory makes of a saved config (validateConfiguration), with its message keys.
import { first, type ComponentConfig } from "./ldapConfig.js";

const notNumber = (value: string | undefined) => !!value?.trim() && !/^-?\d+$/.test(value.trim());

export function ldapProviderError(config: ComponentConfig): string | undefined {
  const editMode = first(config, "editMode");
  if (!editMode) return "ldapErrorEditModeMandatory";
  if (notNumber(first(config, "connectionTimeout"))) return "ldapErrorConnectionTimeoutNotNumber";
  if (notNumber(first(config, "readTimeout"))) return "ldapErrorReadTimeoutNotNumber";
  if (editMode !== "WRITABLE" && first(config, "validatePasswordPolicy") === "true")
    return "ldapErrorValidatePasswordPolicyAvailableForWritableOnly";
  if (first(config, "importEnabled") === "false" && editMode === "UNSYNCED")
    return "ldapErrorCantEnableUnsyncedAndImportOff";
  return undefined;
}
