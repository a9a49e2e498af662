import type {
  UserProfileAttribute,
  UserProfileConfig,
} from "@keycloak/keycloak-admin-client/lib/defs/userProfileMetadata.js";
import { z } from "@/lib/form/zod";
import type { KeyValue } from "@/lib/form/keyValue";
import { entrySchema, withEntry } from "../profileEntries";

export type RequiredFor = "both" | "users" | "admins";
/** Always, or only when one of the chosen client scopes is requested. */
export type When = "always" | "scopes";

/** One validator of the attribute while in the form: its id and its config as Keycloak stores it. */
export type ValidatorEntry = { id: string; config: Record<string, unknown> };

export type AttributeFormValues = {
  name: string;
  displayName: string;
  multivalued: boolean;
  defaultValue: string;
  group: string;
  enabledWhen: When;
  selectorScopes: string[];
  required: boolean;
  requiredFor: RequiredFor;
  requiredWhen: When;
  requiredScopes: string[];
  view: string[];
  edit: string[];
  validations: ValidatorEntry[];
  inputType: string;
  /** Annotations with text values; others (objects, lists) stay as they are, edited in the JSON editor. */
  annotations: KeyValue[];
};

const ROLES_FOR: Record<RequiredFor, string[]> = { both: ["admin", "user"], users: ["user"], admins: ["admin"] };

function requiredFor(roles: readonly string[] | undefined): RequiredFor {
  const set = new Set(roles ?? ["admin", "user"]);
  if (set.has("admin") && set.has("user")) return "both";
  return set.has("admin") ? "admins" : "users";
}

export function toAttributeValues(attribute: UserProfileAttribute | undefined): AttributeFormValues {
  const annotations = attribute?.annotations ?? {};
  return {
    name: attribute?.name ?? "",
    displayName: attribute?.displayName ?? "",
    multivalued: attribute?.multivalued ?? false,
    defaultValue: attribute?.defaultValue ?? "",
    group: attribute?.group ?? "",
    enabledWhen: (attribute?.selector?.scopes?.length ?? 0) > 0 ? "scopes" : "always",
    selectorScopes: attribute?.selector?.scopes ?? [],
    required: attribute?.required !== undefined,
    requiredFor: requiredFor(attribute?.required?.roles),
    requiredWhen: (attribute?.required?.scopes?.length ?? 0) > 0 ? "scopes" : "always",
    requiredScopes: attribute?.required?.scopes ?? [],
    view: attribute?.permissions?.view ?? [],
    edit: attribute?.permissions?.edit ?? [],
    validations: Object.entries(attribute?.validations ?? {}).map(([id, config]) => ({
      id,
      config: (config ?? {}) as Record<string, unknown>,
    })),
    inputType: typeof annotations.inputType === "string" ? annotations.inputType : "",
    annotations: Object.entries(annotations)
      .filter(([key, value]) => key !== "inputType" && typeof value === "string")
      .map(([key, value]) => ({ key, value: value as string })),
  };
}

/**
 * The attribute to save: the form's values over the stored attribute, so what the form does not show (annotations
 * that are not text, fields newer than this console) is kept. A role that may edit may also view, as in Keycloak.
 */
export function toAttribute(
  values: AttributeFormValues,
  stored: UserProfileAttribute | undefined,
): UserProfileAttribute {
  const kept = Object.fromEntries(
    Object.entries(stored?.annotations ?? {}).filter(([, value]) => typeof value !== "string"),
  );
  const annotations: Record<string, unknown> = { ...kept };
  for (const { key, value } of values.annotations) if (key !== "") annotations[key] = value;
  if (values.inputType !== "") annotations.inputType = values.inputType;
  const attribute: UserProfileAttribute = {
    ...stored,
    name: values.name.trim(),
    multivalued: values.multivalued,
    permissions: { view: [...new Set([...values.view, ...values.edit])], edit: values.edit },
    validations: Object.fromEntries(values.validations.map(({ id, config }) => [id, config])),
    annotations,
  };
  for (const key of ["displayName", "defaultValue", "group", "selector", "required"] as const) delete attribute[key];
  if (values.displayName !== "") attribute.displayName = values.displayName;
  if (values.defaultValue !== "") attribute.defaultValue = values.defaultValue;
  if (values.group !== "") attribute.group = values.group;
  if (values.enabledWhen === "scopes" && values.selectorScopes.length > 0)
    attribute.selector = { scopes: values.selectorScopes };
  if (values.required)
    attribute.required = {
      roles: ROLES_FOR[values.requiredFor],
      ...(values.requiredWhen === "scopes" && values.requiredScopes.length > 0
        ? { scopes: values.requiredScopes }
        : {}),
    };
  return attribute;
}

/** The configuration with the attribute added at the end, or put in the place of the one it edits. */
export function withAttribute(
  config: UserProfileConfig,
  attribute: UserProfileAttribute,
  editing: string | undefined,
): UserProfileConfig {
  return { ...config, attributes: withEntry(config.attributes, attribute, editing) };
}

const ATTRIBUTE_NAME = /^[a-zA-Z0-9._-]+$/;

export type AttributeMessages = { required: string; pattern: string; taken: string };

/** The form's checks before the server's: a name, of Keycloak's characters, not taken by another attribute. */
export function attributeSchema(messages: AttributeMessages, takenNames: readonly string[]) {
  return entrySchema(
    z.string().trim().min(1, messages.required).regex(ATTRIBUTE_NAME, messages.pattern),
    takenNames,
    messages.taken,
  );
}

/**
 * Where a message of the server's (Keycloak lists every problem of the configuration in one text) belongs on this
 * form: the name, the group, the validations; undefined when it names none of them.
 */
export function serverErrorField(message: string, name: string): keyof AttributeFormValues | undefined {
  const quoted = `'${name}'`;
  if (message.includes(`Attribute configuration already exists with 'name':${quoted}`)) return "name";
  if (message.includes("Invalid attribute name") && message.includes(name)) return "name";
  if (message.includes(`Attribute ${quoted} references unknown group`)) return "group";
  if (message.includes(`defined for attribute ${quoted}`)) return "validations";
  if (message.includes(`'selector.scopes' configuration for attribute ${quoted}`)) return "selectorScopes";
  if (message.includes(`'required.scopes' configuration for attribute ${quoted}`)) return "requiredScopes";
  return undefined;
}
