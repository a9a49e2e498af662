// Which representation each admin endpoint that takes a JSON body reads, as Keycloak's resource methods declare
// them. Every endpoint that accepts a representation reads it through the same schema (realm/representations).
import type { Request, Router } from "express";
import { z } from "zod";
import type { Store } from "../../store/store.js";
import { type BodySchema, validateBody } from "./validateBody.js";
import { flag, int, list, representation, text, TEXT_MAX } from "../../realm/representations/jackson.js";
import { roleListSchema, roleSchema } from "../../realm/representations/roles.js";
import { clientSchema, protocolMapperListSchema, protocolMapperSchema } from "../../realm/representations/clients.js";
import { clientScopeSchema } from "../../realm/representations/clientScopes.js";
import {
  credentialSchema,
  federatedIdentitySchema,
  requiredActionListSchema,
  userSchema,
} from "../../realm/representations/users.js";
import { groupSchema } from "../../realm/representations/groups.js";
import { componentSchema } from "../../realm/representations/components.js";
import { identityProviderMapperSchema, identityProviderSchema } from "../../realm/representations/identityProviders.js";
import { organizationSchema } from "../../realm/representations/organizations.js";
import {
  authenticationFlowSchema,
  authenticationFormSchema,
  authenticatorConfigSchema,
  executionUpdateSchema,
  requiredActionConfigSchema,
  requiredActionSchema,
} from "../../realm/representations/authentication.js";
import { clientPoliciesSchema, clientProfilesSchema } from "../../realm/representations/clientPolicies.js";
import { userProfileConfigSchema } from "../../realm/representations/userProfile.js";
import {
  authzPolicySchema,
  authzResourceSchema,
  authzScopeSchema,
  resourceServerSchema,
} from "../../realm/representations/authz.js";
import { eventsConfigSchema, realmSchema } from "../../realm/representations/realm.js";
import { partialImportSchema } from "../../realm/representations/partialImport.js";

type Method = "post" | "put" | "delete";

const R = "/realms/:realm";
const AUTHZ = `${R}/clients/:id/authz/resource-server`;
const switchSchema = representation<{ enabled?: boolean }>({ enabled: flag() });
/** Map<String, String> bodies: the SMTP and LDAP tests, a metadata import, a locale's texts */
const textMapBody = z.record(z.string().max(255), text(TEXT_MAX));

/** "policy/:key" also names policy/evaluate, whose body is an evaluation request */
const evaluationSchema = representation<{ userId?: string; clientId?: string; roleIds?: string[] }>({
  userId: text(),
  clientId: text(),
  roleIds: list(text()),
});
const policyOrEvaluation = (req: Request) => (req.params.key === "evaluate" ? evaluationSchema : authzPolicySchema);

/** "users/:id" also names users/profile, whose body is the realm's user profile */
const userOrProfile = (req: Request) => (req.params.id === "profile" ? userProfileConfigSchema : userSchema);

const ROLE_LIST_PATHS = [
  `${R}/roles/:roleName/composites`,
  `${R}/roles-by-id/:roleId/composites`,
  `${R}/clients/:id/roles/:roleName/composites`,
  `${R}/users/:id/role-mappings/realm`,
  `${R}/users/:id/role-mappings/clients/:client`,
  `${R}/groups/:id/role-mappings/realm`,
  `${R}/groups/:id/role-mappings/clients/:client`,
  `${R}/clients/:id/scope-mappings/realm`,
  `${R}/clients/:id/scope-mappings/clients/:client`,
  `${R}/client-scopes/:id/scope-mappings/realm`,
  `${R}/client-scopes/:id/scope-mappings/clients/:client`,
];

const BODIES: [Method[], string[], BodySchema][] = [
  [["post"], ["/realms"], realmSchema],
  [["put"], [R], realmSchema],
  [["put"], [`${R}/events/config`], eventsConfigSchema],
  [["post"], [`${R}/partialImport`], partialImportSchema],
  [["post"], [`${R}/roles`, `${R}/clients/:id/roles`], roleSchema],
  [["put"], [`${R}/roles/:roleName`, `${R}/roles-by-id/:roleId`, `${R}/clients/:id/roles/:roleName`], roleSchema],
  [["post", "delete"], ROLE_LIST_PATHS, roleListSchema],
  [["post"], [`${R}/clients`], clientSchema],
  [["put"], [`${R}/clients/:id`], clientSchema],
  [
    ["post"],
    [`${R}/clients/:id/protocol-mappers/models`, `${R}/client-scopes/:id/protocol-mappers/models`],
    protocolMapperSchema,
  ],
  [
    ["put"],
    [`${R}/clients/:id/protocol-mappers/models/:mapperId`, `${R}/client-scopes/:id/protocol-mappers/models/:mapperId`],
    protocolMapperSchema,
  ],
  [
    ["post"],
    [`${R}/clients/:id/protocol-mappers/add-models`, `${R}/client-scopes/:id/protocol-mappers/add-models`],
    protocolMapperListSchema,
  ],
  [["post"], [`${R}/client-scopes`], clientScopeSchema],
  [["put"], [`${R}/client-scopes/:id`], clientScopeSchema],
  [["post"], [`${R}/clients-initial-access`], representation({ expiration: int(), count: int() })],
  [["post"], [`${R}/users`], userSchema],
  [["put"], [`${R}/users/:id`], userOrProfile],
  [["put"], [`${R}/users/:id/reset-password`], credentialSchema],
  [["put"], [`${R}/users/:id/execute-actions-email`], requiredActionListSchema],
  [["post"], [`${R}/users/:id/federated-identity/:provider`], federatedIdentitySchema],
  [["post"], [`${R}/groups`, `${R}/groups/:id/children`], groupSchema],
  [["put"], [`${R}/groups/:id`], groupSchema],
  [["post"], [`${R}/components`], componentSchema],
  [["put"], [`${R}/components/:id`], componentSchema],
  [["post"], [`${R}/identity-provider/instances`], identityProviderSchema],
  [["put"], [`${R}/identity-provider/instances/:alias`], identityProviderSchema],
  [["post"], [`${R}/identity-provider/instances/:alias/mappers`], identityProviderMapperSchema],
  [["put"], [`${R}/identity-provider/instances/:alias/mappers/:id`], identityProviderMapperSchema],
  [["post"], [`${R}/identity-provider/import-config`, `${R}/testSMTPConnection`], textMapBody],
  [["post"], [`${R}/testLDAPConnection`, `${R}/ldap-server-capabilities`], textMapBody],
  [["post"], [`${R}/organizations`], organizationSchema],
  [["put"], [`${R}/organizations/:id`], organizationSchema],
  [["post"], [`${R}/authentication/flows`], authenticationFlowSchema],
  [["put"], [`${R}/authentication/flows/:id`], authenticationFlowSchema],
  [
    ["post"],
    [
      `${R}/authentication/flows/:flowAlias/copy`,
      `${R}/authentication/flows/:flowAlias/executions/execution`,
      `${R}/authentication/flows/:flowAlias/executions/flow`,
      `${R}/authentication/register-required-action`,
    ],
    authenticationFormSchema.extend({ providerId: text(), name: text() }),
  ],
  [["put"], [`${R}/authentication/flows/:flowAlias/executions`], executionUpdateSchema],
  [["post"], [`${R}/authentication/executions/:id/config`], authenticatorConfigSchema],
  [["put"], [`${R}/authentication/config/:id`], authenticatorConfigSchema],
  [["put"], [`${R}/authentication/required-actions/:alias`], requiredActionSchema],
  [["put"], [`${R}/authentication/required-actions/:alias/config`], requiredActionConfigSchema],
  [["put"], [`${R}/client-policies/policies`], clientPoliciesSchema],
  [["put"], [`${R}/client-policies/profiles`], clientProfilesSchema],
  [["put", "post"], [AUTHZ, `${AUTHZ}/import`], resourceServerSchema],
  [["post"], [`${AUTHZ}/resource`], authzResourceSchema],
  [["put"], [`${AUTHZ}/resource/:resourceId`], authzResourceSchema],
  [["post"], [`${AUTHZ}/scope`], authzScopeSchema],
  [["put"], [`${AUTHZ}/scope/:scopeId`], authzScopeSchema],
  [
    ["post", "put"],
    [`${AUTHZ}/policy`, `${AUTHZ}/policy/:key`, `${AUTHZ}/permission`, `${AUTHZ}/permission/:key`],
    policyOrEvaluation,
  ],
  [["put"], [`${AUTHZ}/policy/:type/:policyId`, `${AUTHZ}/permission/:type/:policyId`], authzPolicySchema],
  [
    ["put"],
    [
      `${R}/clients/:id/management/permissions`,
      `${R}/roles/:roleName/management/permissions`,
      `${R}/roles-by-id/:roleId/management/permissions`,
      `${R}/clients/:id/roles/:roleName/management/permissions`,
      `${R}/groups/:id/management/permissions`,
      `${R}/identity-provider/instances/:alias/management/permissions`,
      `${R}/users-management-permissions`,
    ],
    switchSchema,
  ],
  [["post"], [`${R}/localization/:locale`], textMapBody],
];

/** registers, ahead of every handler, the reading of each endpoint's body */
export function validateBodies(router: Router, store: Store): void {
  for (const [methods, paths, schema] of BODIES)
    for (const method of methods) for (const path of paths) router[method](path, validateBody(store, schema));
}
