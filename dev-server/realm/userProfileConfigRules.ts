// The checks Keycloak runs on a user-profile configuration before saving it (UPConfigUtils.validate), with its error
// texts; a PUT /users/profile with any of them answers 400 with all of them in one message.
import type {
  UserProfileAttribute,
  UserProfileConfig,
} from "@keycloak/keycloak-admin-client/lib/defs/userProfileMetadata.js";
import { isKnownValidator, validatorConfigProblems } from "./userProfileValidators.js";

const ATTRIBUTE_NAME = /^[a-zA-Z0-9._-]+$/;
const PSEUDO_ROLES = new Set(["admin", "user"]);
const UNDELETABLE = ["username", "email"];

const isBlank = (value: unknown) => typeof value !== "string" || value.trim() === "";
const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

function roleErrors(roles: unknown, field: string, attribute: string): string[] {
  return asList(roles)
    .filter((role) => !PSEUDO_ROLES.has(String(role)))
    .map((role) => `'${field}' configuration for attribute '${attribute}' contains unsupported role '${String(role)}'`);
}

function scopeErrors(scopes: unknown, field: string, attribute: string, realmScopes: ReadonlySet<string>): string[] {
  return asList(scopes)
    .filter((scope) => !realmScopes.has(String(scope)))
    .map(
      (scope) => `'${field}' configuration for attribute '${attribute}' contains unsupported scope '${String(scope)}'`,
    );
}

function validationErrors(attribute: UserProfileAttribute, name: string): string[] {
  const errors: string[] = [];
  for (const [id, raw] of Object.entries(attribute.validations ?? {})) {
    if (isBlank(id)) {
      errors.push(`Validation without validator id is defined for attribute '${name}'`);
    } else if (!isKnownValidator(id)) {
      errors.push(`Validator '${id}' defined for attribute '${name}' doesn't exist`);
    } else {
      const config = raw && typeof raw === "object" ? (raw as Record<string, unknown>) : {};
      const problems = validatorConfigProblems(id, config);
      if (problems.length > 0) {
        const detail = problems
          .map((p) => `ValidationError [validatorId=${id}, inputHint=${p.inputHint}, message=${p.message}], `)
          .join("");
        errors.push(`Validator '${id}' defined for attribute '${name}' has incorrect configuration: ${detail}`);
      }
    }
  }
  return errors;
}

function attributeErrors(
  attribute: UserProfileAttribute,
  groups: ReadonlySet<string>,
  seen: Set<string>,
  realmScopes: ReadonlySet<string>,
): string[] {
  const errors: string[] = [];
  const name = String(attribute.name ?? "");
  if (isBlank(attribute.name)) errors.push("Attribute configuration without 'name' is not allowed");
  else if (seen.has(name)) errors.push(`Attribute configuration already exists with 'name':'${name}'`);
  else {
    seen.add(name);
    if (!ATTRIBUTE_NAME.test(name))
      errors.push(
        `Invalid attribute name (only letters, numbers and '.' '_' '-' special characters allowed): ${name}'`,
      );
  }
  errors.push(...validationErrors(attribute, name));
  errors.push(...roleErrors(attribute.permissions?.view, "permissions.view", name));
  errors.push(...roleErrors(attribute.permissions?.edit, "permissions.edit", name));
  if (attribute.required) {
    errors.push(...roleErrors(attribute.required.roles, "required.roles", name));
    errors.push(...scopeErrors(attribute.required.scopes, "required.scopes", name, realmScopes));
  }
  if (attribute.selector) errors.push(...scopeErrors(attribute.selector.scopes, "selector.scopes", name, realmScopes));
  if (attribute.group !== undefined && attribute.group !== null && !groups.has(attribute.group))
    errors.push(`Attribute '${name}' references unknown group '${attribute.group}'`);
  const annotations = attribute.annotations as Record<string, unknown> | undefined;
  if (annotations && "inputOptions" in annotations && !Array.isArray(annotations.inputOptions))
    errors.push(`Annotation 'inputOptions' configured for attribute '${name}' must be an array of values!'`);
  if (
    annotations &&
    "inputOptionLabels" in annotations &&
    (typeof annotations.inputOptionLabels !== "object" || Array.isArray(annotations.inputOptionLabels))
  )
    errors.push(`Annotation 'inputOptionLabels' configured for attribute '${name}' must be an object!'`);
  return errors;
}

/** Keycloak's UPConfigUtils.validate: every problem of the configuration, empty when it may be saved. */
export function userProfileConfigErrors(config: UserProfileConfig, realmScopes: ReadonlySet<string>): string[] {
  const groupList = asList(config.groups) as { name?: string }[];
  const groups = new Set(groupList.map((g) => g?.name).filter((n): n is string => typeof n === "string"));
  const errors: string[] = [];
  const attributes = config.attributes ? (asList(config.attributes) as UserProfileAttribute[]) : undefined;
  if (attributes) {
    const seen = new Set<string>();
    for (const attribute of attributes) errors.push(...attributeErrors(attribute ?? {}, groups, seen, realmScopes));
    const names = attributes.map((a) => a?.name);
    for (const name of UNDELETABLE)
      if (!names.includes(name)) errors.push(`The attribute '${name}' can not be removed`);
  }
  const unnamed = groupList.filter((g) => !g || g.name === undefined || g.name === null).length;
  if (unnamed > 0) errors.push(`Name is mandatory for groups, found ${unnamed} group(s) without name.`);
  return errors;
}
