// The user-profile validators Keycloak offers (serverinfo's "org.keycloak.validate.Validator" component types), with
// the configuration each one takes and Keycloak's check of that configuration when a UPConfig is saved.
import type { ConfigPropertyRepresentation } from "@keycloak/keycloak-admin-client/lib/defs/configPropertyRepresentation.js";
import { configProperty } from "./configProperty.js";

/** a property as Keycloak 26.7 lists it; its defaults are typed (a number, a flag, a list), not strings */
const prop = configProperty;
const min = (what: string) => prop("min", `Minimum ${what}`, `The minimum ${what}.`);
const max = (what: string) => prop("max", `Maximum ${what}`, `The maximum ${what}.`);
const errorMessage = prop(
  "error-message",
  "Error message key",
  "Key of the error message in i18n bundle. Default message key is error-invalid-value",
);

const validator = (id: string, helpText: string, properties: ConfigPropertyRepresentation[]) => ({
  id,
  helpText,
  properties,
  clientProperties: [],
  metadata: {},
});

export const USER_PROFILE_VALIDATORS = [
  validator("length", "Length validator", [
    min("length"),
    max("length"),
    prop(
      "trim-disabled",
      "Trimming disabled",
      "Disable trimming of the String value before the length check",
      "boolean",
    ),
  ]),
  validator("email", "Email format validator", [
    prop(
      "max-local-length",
      "Maximum length for the local part",
      "Maximum length for the local part of the email",
      "String",
      64,
    ),
  ]),
  validator("integer", "Integer validator with optional range", [min("integer value"), max("integer value")]),
  validator("double", "Double validator with optional range", [min("value"), max("value")]),
  validator("pattern", "RegExp pattern validator", [
    prop("pattern", "RegExp pattern", "RegExp pattern the value must match. Java Pattern syntax is used."),
    errorMessage,
  ]),
  validator("uri", "URI validator", [
    prop("allowedSchemes", "Allowed schemes", "Allowed URI schemes.", "MultivaluedString", ["http", "https"]),
    prop("allowFragment", "Allow fragment", "Whether the URI may contain a fragment.", "boolean", true),
    prop("requireValidUrl", "Require valid URL", "Whether the URI must be a valid URL.", "boolean", true),
  ]),
  validator("options", "Options validator", [
    prop("options", "Options", "Allowed values of the attribute.", "MultivaluedString"),
  ]),
  validator("local-date", "Valid date in the format of the user's locale", []),
  validator("iso-date", "Valid date in ISO 8601 format (yyyy-MM-dd)", []),
  validator("person-name-prohibited-characters", "Prohibits characters not expected in a person's name", [
    errorMessage,
  ]),
  validator("username-prohibited-characters", "Prohibits characters not expected in a username", [errorMessage]),
  validator("up-username-not-idn-homograph", "Prohibits usernames with homograph characters", [errorMessage]),
  validator("multivalued", "Number of values of a multivalued attribute", [min("values"), max("values")]),
];

const VALIDATOR_IDS = new Set(USER_PROFILE_VALIDATORS.map((v) => v.id));

export const isKnownValidator = (id: string) => VALIDATOR_IDS.has(id);

type ConfigError = { inputHint: string; message: string };

function numberProblems(config: Record<string, unknown>, integer: boolean, nonNegative: boolean): ConfigError[] {
  const problems: ConfigError[] = [];
  const read = (key: string) => {
    const raw = config[key];
    if (raw === undefined || raw === null || raw === "") return undefined;
    const value = Number(raw);
    if (!Number.isFinite(value) || (integer && !Number.isInteger(value)) || (nonNegative && value < 0)) {
      problems.push({ inputHint: key, message: "error-invalid-number" });
      return undefined;
    }
    return value;
  };
  const low = read("min");
  const high = read("max");
  if (low !== undefined && high !== undefined && low > high)
    problems.push({ inputHint: "max", message: "error-number-out-of-range-too-big" });
  return problems;
}

function hasLimit(config: Record<string, unknown>): boolean {
  return ["min", "max"].some((key) => config[key] !== undefined && config[key] !== null && config[key] !== "");
}

function isValidPattern(pattern: string): boolean {
  try {
    new RegExp(pattern, "u");
    return true;
  } catch {
    return false;
  }
}

/** Keycloak's Validator#validateConfig for the validators that check theirs; empty when the config is fine. */
export function validatorConfigProblems(id: string, config: Record<string, unknown>): ConfigError[] {
  switch (id) {
    case "length":
      return hasLimit(config)
        ? numberProblems(config, true, true)
        : [{ inputHint: "min", message: "error-invalid-config-missing-value" }];
    case "multivalued":
      return hasLimit(config)
        ? numberProblems(config, true, true)
        : [{ inputHint: "max", message: "error-invalid-config-missing-value" }];
    case "integer":
      return numberProblems(config, true, false);
    case "double":
      return numberProblems(config, false, false);
    case "pattern":
      if (typeof config.pattern !== "string" || config.pattern === "")
        return [{ inputHint: "pattern", message: "error-invalid-config-missing-value" }];
      return isValidPattern(config.pattern) ? [] : [{ inputHint: "pattern", message: "error-invalid-value" }];
    case "options":
      return Array.isArray(config.options)
        ? []
        : [{ inputHint: "options", message: "error-invalid-config-missing-value" }];
    default:
      return [];
  }
}
