// RoleRepresentation: a role as created, updated, added as a composite or mapped.
import type RoleRepresentation from "@keycloak/keycloak-admin-client/lib/defs/roleRepresentation.js";
import type { Composites } from "@keycloak/keycloak-admin-client/lib/defs/roleRepresentation.js";
import { bodyList, flag, list, map, nested, representation, text, textListMap } from "./jackson.js";

const composites = nested<Composites>({
  realm: list(text()),
  client: map(list(text())),
  application: map(list(text())),
});

const roleFields = {
  id: text(),
  name: text(),
  description: text(),
  scopeParamRequired: flag(),
  composite: flag(),
  composites,
  clientRole: flag(),
  containerId: text(),
  attributes: textListMap(),
};

export const roleSchema = representation<RoleRepresentation>(roleFields);

/** the roles a mapping, composite or scope-mapping request names */
export const roleListSchema = bodyList(roleSchema);
