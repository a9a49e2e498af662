import type UserRepresentation from "@keycloak/keycloak-admin-client/lib/defs/userRepresentation.js";
import type { UserProfileAttributeMetadata } from "@keycloak/keycloak-admin-client/lib/defs/userProfileMetadata.js";
import { decodeKeys, encodeKeys, toFormKey } from "./dottedKeys";

/** Attributes that live on the user itself rather than under `attributes`. */
export const ROOT_ATTRIBUTES = ["username", "firstName", "lastName", "email"] as const;

export const LOCALE_ATTRIBUTE = "locale";

export function isRootAttribute(name: string | undefined): boolean {
  return ROOT_ATTRIBUTES.includes(name as (typeof ROOT_ATTRIBUTES)[number]);
}

/** The form key of a user-profile attribute: root attributes as they are, others under `attributes.` with dots replaced. */
export function userProfileFieldName(name: string | undefined): string {
  const attributeName = name ?? "";
  return isRootAttribute(attributeName) ? attributeName : `attributes.${toFormKey(attributeName)}`;
}

export type UserAttributeFormValue = string | string[];

/** The user as the user-profile form edits it. */
export type UserFormValues = Omit<UserRepresentation, "attributes"> & {
  attributes?: Record<string, UserAttributeFormValue>;
};

/**
 * The form values for a user. Attributes the profile declares single-valued become one string; the others
 * (multivalued or unmanaged) stay lists. Attribute keys get their dots replaced.
 */
export function toUserFormValues(
  user: UserRepresentation,
  attributes: readonly UserProfileAttributeMetadata[] = [],
): UserFormValues {
  const singleValued = new Set(attributes.filter((a) => !a.multivalued).map((a) => a.name));
  const values: Record<string, UserAttributeFormValue> = {};
  for (const [name, value] of Object.entries(user.attributes ?? {})) {
    const list: string[] = Array.isArray(value) ? value : [String(value)];
    values[name] = singleValued.has(name) ? (list[0] ?? "") : list;
  }
  return { ...user, attributes: encodeKeys(values) };
}

/** The user representation to send: attribute keys restored, every attribute value a list, username trimmed. */
export function toUserRepresentation(values: UserFormValues): UserRepresentation {
  const attributes: Record<string, string[]> = {};
  for (const [name, value] of Object.entries(decodeKeys(values.attributes))) {
    attributes[name] = Array.isArray(value) ? value.filter((item) => item !== "") : [value];
  }
  return { ...values, username: values.username?.trim(), attributes };
}
