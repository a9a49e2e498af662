// ComponentRepresentation: key providers, user storage, LDAP mappers, client registration policies, the user
// profile's own component. A config value is a list of texts; a single text is read as a list of one, as the
// console's form sends it.
import type ComponentRepresentation from "@keycloak/keycloak-admin-client/lib/defs/componentRepresentation.js";
import { z } from "zod";
import { list, map, representation, text, TEXT_MAX } from "./jackson.js";

const value = text(TEXT_MAX);

export const componentSchema = representation<ComponentRepresentation>({
  id: text(),
  name: text(),
  providerId: text(),
  providerType: text(),
  parentId: text(),
  subType: text(),
  config: map(z.union([value, list(value)])),
});
