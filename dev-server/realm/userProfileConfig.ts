// The realm's user-profile configuration (UPConfig), stored as Keycloak stores it: a component of type
// org.keycloak.userprofile.UserProfileProvider whose config "kc.user.profile.config" holds the JSON. Also the
// validation Keycloak runs on admin create/update, with its error keys.
import { randomUUID } from "node:crypto";
import type {
  UserProfileAttribute,
  UserProfileConfig,
  UserProfileMetadata,
} from "@keycloak/keycloak-admin-client/lib/defs/userProfileMetadata.js";
import { boundedRegexTest } from "./boundedRegex.js";
import { ldapUserProfile } from "./ldap/ldapUserProfile.js";
import type { RealmData, UserRecord } from "../store/model.js";

const PROVIDER_TYPE = "org.keycloak.userprofile.UserProfileProvider";
const CONFIG_KEY = "kc.user.profile.config";
export const ROOT_ATTRIBUTES = ["username", "email", "firstName", "lastName"] as const;

const bothCanEdit = { view: ["admin", "user"], edit: ["admin", "user"] };

/** Keycloak's default user profile; the master realm's asks users for no email or name (its admins have none) */
export function defaultUserProfileConfig(namesRequired = true): UserProfileConfig {
  const required = namesRequired ? { required: { roles: ["user"] } } : {};
  return {
    attributes: [
      {
        name: "username",
        displayName: "${username}",
        validations: {
          length: { min: 3, max: 255 },
          "username-prohibited-characters": {},
          "up-username-not-idn-homograph": {},
        },
        permissions: bothCanEdit,
        multivalued: false,
      },
      {
        name: "email",
        displayName: "${email}",
        validations: { email: {}, length: { max: 255 } },
        ...required,
        permissions: bothCanEdit,
        multivalued: false,
      },
      {
        name: "firstName",
        displayName: "${firstName}",
        validations: { length: { max: 255 }, "person-name-prohibited-characters": {} },
        ...required,
        permissions: bothCanEdit,
        multivalued: false,
      },
      {
        name: "lastName",
        displayName: "${lastName}",
        validations: { length: { max: 255 }, "person-name-prohibited-characters": {} },
        ...required,
        permissions: bothCanEdit,
        multivalued: false,
      },
    ],
    groups: [
      {
        name: "user-metadata",
        displayHeader: "User metadata",
        displayDescription: "Attributes, which refer to user metadata",
      },
    ],
  };
}

function component(realm: RealmData) {
  for (const c of realm.components.values()) if (c.providerType === PROVIDER_TYPE) return c;
  return undefined;
}

export function userProfileConfig(realm: RealmData): UserProfileConfig {
  const raw = component(realm)?.config?.[CONFIG_KEY]?.[0];
  if (!raw) return defaultUserProfileConfig(realm.rep.realm !== "master");
  try {
    return JSON.parse(raw) as UserProfileConfig;
  } catch {
    return defaultUserProfileConfig();
  }
}

export function setUserProfileConfig(realm: RealmData, config: UserProfileConfig): void {
  const existing = component(realm);
  const value = { [CONFIG_KEY]: [JSON.stringify(config)] };
  if (existing) existing.config = { ...existing.config, ...value };
  else {
    const id = randomUUID();
    realm.components.set(id, {
      id,
      name: "declarative-user-profile",
      providerId: "declarative-user-profile",
      providerType: PROVIDER_TYPE,
      parentId: realm.rep.id,
      config: value,
    });
  }
}

/** "locale" is managed by Keycloak itself once the realm is internationalized */
/** the unmanaged-attribute policy, undefined when disabled */
function unmanagedPolicy(realm: RealmData): "ENABLED" | "ADMIN_VIEW" | "ADMIN_EDIT" | undefined {
  const policy = String(userProfileConfig(realm).unmanagedAttributePolicy ?? "");
  return policy === "ENABLED" || policy === "ADMIN_VIEW" || policy === "ADMIN_EDIT" ? policy : undefined;
}

export function managedAttributeNames(realm: RealmData): Set<string> {
  const names = new Set((userProfileConfig(realm).attributes ?? []).map((a) => a.name!).filter(Boolean));
  if (realm.rep.internationalizationEnabled) names.add("locale");
  return names;
}

/** the attributes the admin API shows: managed ones and those the user's LDAP provider adds always, unmanaged ones
 * only under an unmanaged-attribute policy */
export function visibleAttributes(realm: RealmData, user: UserRecord): Record<string, string[]> {
  const policy = unmanagedPolicy(realm);
  const managed = new Set([...managedAttributeNames(realm), ...(ldapUserProfile(realm, user)?.attributes ?? [])]);
  const out: Record<string, string[]> = {};
  for (const [k, v] of Object.entries(user.attributes)) {
    if ((ROOT_ATTRIBUTES as readonly string[]).includes(k)) continue;
    if (managed.has(k) || policy) out[k] = v;
  }
  return out;
}

export function unmanagedAttributes(realm: RealmData, user: UserRecord): Record<string, string[]> {
  const managed = managedAttributeNames(realm);
  return Object.fromEntries(Object.entries(user.attributes).filter(([k]) => !managed.has(k)));
}

/** attributes an admin may write: managed ones, and unmanaged ones when the policy lets admins edit */
export function writableAttributes(realm: RealmData, posted: Record<string, unknown>): Record<string, string[]> {
  const policy = unmanagedPolicy(realm);
  const managed = managedAttributeNames(realm);
  const out: Record<string, string[]> = {};
  for (const [k, v] of Object.entries(posted)) {
    if ((ROOT_ATTRIBUTES as readonly string[]).includes(k)) continue;
    if (!managed.has(k) && policy !== "ENABLED" && policy !== "ADMIN_EDIT") continue;
    const values = (Array.isArray(v) ? v : [v]).filter((x) => x !== null && x !== undefined).map(String);
    out[k] = values;
  }
  return out;
}

export interface FieldError {
  field: string;
  errorMessage: string;
  params?: unknown[];
}

const PERSON_NAME_PROHIBITED = /[<>&"$%!#?§;*~/\\|^=[\]{}()]/;
const USERNAME_PROHIBITED = /[\s<>&"'$%!#?§;*~/\\|^=[\]{}()]/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function requiredForAdmin(attribute: UserProfileAttribute): boolean {
  const required = attribute.required;
  if (!required) return false;
  return !required.roles?.length || required.roles.includes("admin");
}

function validateValue(attribute: UserProfileAttribute, value: string, errors: FieldError[]): void {
  const name = attribute.name!;
  for (const [validator, raw] of Object.entries(attribute.validations ?? {})) {
    const cfg = (raw ?? {}) as Record<string, unknown>;
    if (validator === "length") {
      const min = cfg.min === undefined ? undefined : Number(cfg.min);
      const max = cfg.max === undefined ? undefined : Number(cfg.max);
      if ((min !== undefined && value.length < min) || (max !== undefined && value.length > max)) {
        const key =
          min !== undefined && max !== undefined
            ? "error-invalid-length"
            : min !== undefined
              ? "error-invalid-length-too-short"
              : "error-invalid-length-too-long";
        // Keycloak's LengthValidator always names both bounds, null for the one not configured
        errors.push({ field: name, errorMessage: key, params: [name, min ?? null, max ?? null] });
      }
    } else if (validator === "email" && !EMAIL.test(value)) {
      errors.push({ field: name, errorMessage: "error-invalid-email", params: [name, value] });
    } else if (validator === "person-name-prohibited-characters" && PERSON_NAME_PROHIBITED.test(value)) {
      errors.push({ field: name, errorMessage: "error-person-name-invalid-character", params: [name] });
    } else if (validator === "username-prohibited-characters" && USERNAME_PROHIBITED.test(value)) {
      errors.push({ field: name, errorMessage: "error-username-invalid-character", params: [name] });
    } else if (
      validator === "pattern" &&
      typeof cfg.pattern === "string" &&
      !boundedRegexTest(cfg.pattern, value, "")
    ) {
      errors.push({
        field: name,
        errorMessage: String(cfg["error-message"] ?? "error-pattern-no-match"),
        params: [name, value],
      });
    } else if (validator === "options" && Array.isArray(cfg.options) && !cfg.options.map(String).includes(value)) {
      errors.push({ field: name, errorMessage: "error-invalid-value", params: [name, value] });
    } else if (validator === "integer" && !/^-?\d+$/.test(value)) {
      errors.push({ field: name, errorMessage: "error-invalid-number", params: [name, value] });
    } else if (validator === "double" && !Number.isFinite(Number(value))) {
      errors.push({ field: name, errorMessage: "error-invalid-number", params: [name, value] });
    } else if (validator === "uri" && !URL.canParse(value)) {
      errors.push({ field: name, errorMessage: "error-invalid-uri", params: [name, value] });
    } else if (validator === "iso-date" && Number.isNaN(Date.parse(`${value}T00:00:00Z`))) {
      errors.push({ field: name, errorMessage: "error-invalid-date", params: [name, value] });
    }
  }
}

/** Keycloak's user-profile validation in the admin context; `values` holds root fields and attributes alike */
export function validateUserProfile(realm: RealmData, values: Record<string, string[]>): FieldError[] {
  const errors: FieldError[] = [];
  for (const attribute of userProfileConfig(realm).attributes ?? []) {
    const name = attribute.name!;
    if (name === "username" && realm.rep.registrationEmailAsUsername) continue;
    const present = (values[name] ?? []).filter((v) => v !== "");
    if (present.length === 0) {
      if (requiredForAdmin(attribute) || name === "username")
        errors.push({ field: name, errorMessage: "error-user-attribute-required", params: [name] });
      continue;
    }
    for (const v of present) validateValue(attribute, v, errors);
  }
  return errors;
}

/** the validators as Keycloak's metadata names them: each skips empty values, and a single value allows only one */
function metadataValidators(attribute: UserProfileAttribute): Record<string, Record<string, unknown>> {
  const validators: Record<string, Record<string, unknown>> = {};
  for (const [name, config] of Object.entries(attribute.validations ?? {}))
    validators[name] = { "ignore.empty.value": true, ...(config as Record<string, unknown>) };
  if (!attribute.multivalued) validators.multivalued = { max: "1" };
  return validators;
}

/**
 * UserProfileMetadata as GET /users/profile/metadata (for a user to be created) and ?userProfileMetadata=true (for
 * an existing user, whose username may be locked by editUsernameAllowed) give it; a username is always required
 */
export function userProfileMetadata(realm: RealmData, existingUser = false): UserProfileMetadata {
  const config = userProfileConfig(realm);
  return {
    attributes: (config.attributes ?? []).map((a) => ({
      name: a.name,
      displayName: a.displayName ?? "",
      required: requiredForAdmin(a) || a.name === "username",
      readOnly:
        !(a.permissions?.edit ?? []).includes("admin") ||
        (a.name === "username" && existingUser && realm.rep.editUsernameAllowed === false),
      ...(a.annotations ? { annotations: a.annotations } : {}),
      validators: metadataValidators(a),
      ...(a.group ? { group: a.group } : {}),
      multivalued: a.multivalued ?? false,
      ...(a.defaultValue ? { defaultValue: a.defaultValue } : {}),
    })),
    groups: (config.groups ?? []).map((g) => ({
      name: g.name,
      displayHeader: g.displayHeader,
      displayDescription: g.displayDescription,
      ...(g.annotations ? { annotations: g.annotations } : {}),
    })),
  };
}
