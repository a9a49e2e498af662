import type ResourceRepresentation from "@keycloak/keycloak-admin-client/lib/defs/resourceRepresentation.js";
import { keyValueToMultiMap, mapToKeyValue, type KeyValue } from "@/lib/form/keyValue";

/** A resource as its form edits it; scopes by name, as Keycloak accepts and returns them. */
export type ResourceValues = {
  name: string;
  displayName: string;
  type: string;
  uris: string[];
  scopes: string[];
  iconUri: string;
  ownerManagedAccess: boolean;
  attributes: KeyValue[];
};

export const NEW_RESOURCE: ResourceValues = {
  name: "",
  displayName: "",
  type: "",
  uris: [],
  scopes: [],
  iconUri: "",
  ownerManagedAccess: false,
  attributes: [],
};

export function toResourceValues(resource: ResourceRepresentation): ResourceValues {
  return {
    name: resource.name ?? "",
    displayName: resource.displayName ?? "",
    type: resource.type ?? "",
    uris: resource.uris ?? [],
    scopes: (resource.scopes ?? []).flatMap((scope) => (scope.name ? [scope.name] : [])),
    iconUri: resource.icon_uri ?? "",
    ownerManagedAccess: !!resource.ownerManagedAccess,
    attributes: mapToKeyValue(resource.attributes ?? {}),
  };
}

/** The representation to send; the owner stays the server's (the resource server itself unless set). */
export function fromResourceValues(values: ResourceValues): ResourceRepresentation {
  return {
    name: values.name.trim(),
    displayName: values.displayName,
    type: values.type.trim(),
    uris: values.uris.map((uri) => uri.trim()).filter((uri) => uri !== ""),
    scopes: values.scopes.map((name) => ({ name })),
    icon_uri: values.iconUri.trim(),
    ownerManagedAccess: values.ownerManagedAccess,
    attributes: keyValueToMultiMap(values.attributes),
  };
}
