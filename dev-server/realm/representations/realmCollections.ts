// The collections a realm export, a realm's creation and a partial import carry, each as its own representation.
import type ComponentExportRepresentation from "@keycloak/keycloak-admin-client/lib/defs/componentExportRepresentation.js";
import type RealmRepresentation from "@keycloak/keycloak-admin-client/lib/defs/realmRepresentation.js";
import type RolesRepresentation from "@keycloak/keycloak-admin-client/lib/defs/rolesRepresentation.js";
import { z } from "zod";
import { type Fields, list, map, nested, representation, text, TEXT_MAX, textListMap } from "./jackson.js";
import { roleSchema } from "./roles.js";
import { clientSchema } from "./clients.js";
import { clientScopeSchema } from "./clientScopes.js";
import { userSchema } from "./users.js";
import { groupSchema } from "./groups.js";
import { identityProviderMapperSchema, identityProviderSchema } from "./identityProviders.js";
import { authenticationFlowSchema, authenticatorConfigSchema, requiredActionSchema } from "./authentication.js";

const componentExport: z.ZodType<ComponentExportRepresentation> = representation<ComponentExportRepresentation>({
  id: text(),
  name: text(),
  providerId: text(),
  subType: text(),
  config: textListMap(),
  subComponents: map(list(z.lazy(() => componentExport))),
}) as z.ZodType<ComponentExportRepresentation>;

const scopeMapping = representation({ client: text(), clientScope: text(), roles: list(text()) });

export const realmCollections: Fields<RealmRepresentation> = {
  users: list(userSchema),
  federatedUsers: list(userSchema),
  groups: list(groupSchema),
  roles: nested<RolesRepresentation>({ realm: list(roleSchema), client: map(list(roleSchema)) }),
  defaultRole: roleSchema.nullish(),
  clients: list(clientSchema),
  clientScopes: list(clientScopeSchema),
  identityProviders: list(identityProviderSchema),
  identityProviderMappers: list(identityProviderMapperSchema),
  authenticationFlows: list(authenticationFlowSchema),
  authenticatorConfig: list(authenticatorConfigSchema),
  requiredActions: list(requiredActionSchema),
  components: map(list(componentExport)),
  defaultGroups: list(text(TEXT_MAX)),
  defaultDefaultClientScopes: list(text()),
  defaultOptionalClientScopes: list(text()),
  scopeMappings: list(scopeMapping),
  clientScopeMappings: map(list(scopeMapping)),
};
