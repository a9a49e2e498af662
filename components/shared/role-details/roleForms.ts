import type RoleRepresentation from "@keycloak/keycloak-admin-client/lib/defs/roleRepresentation.js";
import { z } from "@/lib/form/zod";
import { keyValueToMultiMap, mapToKeyValue, type KeyValue } from "@/lib/form/keyValue";

export const roleDetailsSchema = z.object({ name: z.string(), description: z.string() });

export type RoleDetailsValues = z.infer<typeof roleDetailsSchema>;

export function toDetailsValues(role: RoleRepresentation): RoleDetailsValues {
  return { name: role.name ?? "", description: role.description ?? "" };
}

/** The role as PUT expects it, with the edited description; the name cannot change here. */
export function withDetails(role: RoleRepresentation, { description }: RoleDetailsValues): RoleRepresentation {
  return { ...role, description };
}

export type RoleAttributesValues = { attributes: KeyValue[] };

export function toAttributesValues(role: RoleRepresentation): RoleAttributesValues {
  return { attributes: mapToKeyValue(role.attributes ?? {}) };
}

/** The role with its attributes replaced; a key given several times keeps every value. */
export function withAttributes(role: RoleRepresentation, { attributes }: RoleAttributesValues): RoleRepresentation {
  return { ...role, attributes: keyValueToMultiMap(attributes) };
}

/** The realm's default role: by the realm's defaultRole when readable, else by Keycloak's naming. */
export function isDefaultRole(role: RoleRepresentation, realm: string, defaultRoleId: string | undefined): boolean {
  if (defaultRoleId) return role.id === defaultRoleId;
  return !role.clientRole && role.name === `default-roles-${realm.toLowerCase()}`;
}
