// ClientScopeRepresentation: a client scope with its attributes and protocol mappers.
import type ClientScopeRepresentation from "@keycloak/keycloak-admin-client/lib/defs/clientScopeRepresentation.js";
import { list, representation, text, textMap } from "./jackson.js";
import { protocolMapperSchema } from "./clients.js";

export const clientScopeSchema = representation<ClientScopeRepresentation>({
  id: text(),
  name: text(),
  description: text(),
  protocol: text(),
  attributes: textMap(),
  protocolMappers: list(protocolMapperSchema),
});
