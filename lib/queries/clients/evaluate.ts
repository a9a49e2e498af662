"use client";

import type KeycloakAdminClient from "@keycloak/keycloak-admin-client";
import type ClientRepresentation from "@keycloak/keycloak-admin-client/lib/defs/clientRepresentation.js";
import type RoleRepresentation from "@keycloak/keycloak-admin-client/lib/defs/roleRepresentation.js";
import type UserRepresentation from "@keycloak/keycloak-admin-client/lib/defs/userRepresentation.js";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useAdminClient } from "@/lib/console-context";
import { pageLocally, type TableSource } from "@/lib/paging";
import { userKeys } from "../users/keys";
import type { AssignedClientScope } from "./scopes";
import { clientKeys } from "./keys";
import { findClients } from "./reads";

/** What evaluate-scopes/protocol-mappers answers for each mapper that would take part (Keycloak's own shape). */
export type EvaluatedProtocolMapper = {
  mapperId?: string;
  mapperName?: string;
  containerId?: string;
  containerName?: string;
  containerType?: string;
  protocolMapper?: string;
};

/** The example documents Keycloak generates for a user: access token, ID token and userinfo. */
export type GeneratedDocument = "accessToken" | "idToken" | "userInfo";

export type RoleGrant = "granted" | "not-granted";

// Users or clients to pick from: a page of matches is enough for a typeahead.
const MATCHES = 20;

/**
 * The scope parameter the console sends: openid and the chosen optional scopes (the client's default scopes
 * apply anyway). Keycloak's evaluate endpoints take it as `scope`.
 */
export function scopeParameter(optional: readonly string[]): string {
  return ["openid", ...optional].join(" ");
}

/**
 * The scope the tokens would carry: openid, the default scopes that go into the token's scope, then the chosen
 * optional ones, as Keycloak lists them.
 */
export function effectiveScope(assigned: readonly AssignedClientScope[], optional: readonly string[]): string {
  const inToken = (scope: AssignedClientScope) => scope.attributes?.["include.in.token.scope"] !== "false";
  const defaults = assigned.filter((scope) => scope.type === "default" && inToken(scope)).map((scope) => scope.name);
  const chosen = assigned
    .filter((scope) => scope.type === "optional" && optional.includes(scope.name ?? "") && inToken(scope))
    .map((scope) => scope.name);
  return ["openid", ...defaults, ...chosen].filter((name, index, all) => name && all.indexOf(name) === index).join(" ");
}

/** Users whose username, email or name matches, searched on the server. */
export function useUserMatches(realm: string, search: string) {
  const adminClient = useAdminClient();
  return useQuery({
    queryKey: userKeys.list(realm, "evaluate", search),
    queryFn: (): Promise<UserRepresentation[]> =>
      adminClient.users.find({ realm, search: search || undefined, max: MATCHES, briefRepresentation: true }),
    placeholderData: keepPreviousData,
  });
}

/** Clients whose clientId matches, searched on the server: the containers of client roles to evaluate. */
export function useClientMatches(realm: string, search: string) {
  const adminClient = useAdminClient();
  return useQuery({
    queryKey: clientKeys.picker(realm, "evaluate", search),
    queryFn: (): Promise<ClientRepresentation[]> => findClients(adminClient, realm, 0, MATCHES, search),
    placeholderData: keepPreviousData,
  });
}

/** GET …/evaluate-scopes/protocol-mappers?scope=…: the mappers a token for this scope parameter would run, by name. */
export function useEvaluatedMappersSource(
  realm: string,
  id: string,
  scope: string,
): TableSource<EvaluatedProtocolMapper> {
  const adminClient = useAdminClient();
  return {
    queryKey: clientKeys.part(realm, id, "evaluate", "mappers", scope),
    loader: async (first, max, search) => {
      const mappers = (await adminClient.clients.evaluateListProtocolMapper({
        realm,
        id,
        scope,
      })) as EvaluatedProtocolMapper[];
      const sorted = [...mappers].sort((a, b) => (a.mapperName ?? "").localeCompare(b.mapperName ?? ""));
      return pageLocally(sorted, first, max, search, (mapper) => mapper.mapperName ?? "");
    },
  };
}

/**
 * GET …/evaluate-scopes/scope-mappings/{container}/{granted|not-granted}?scope=…: the roles of the realm (container =
 * the realm's name) or of a client (its id) that a token for this scope parameter could carry, or could not.
 */
export function useEvaluatedRolesSource(
  realm: string,
  id: string,
  scope: string,
  roleContainer: string,
  type: RoleGrant,
): TableSource<RoleRepresentation> {
  const adminClient = useAdminClient();
  return {
    queryKey: clientKeys.part(realm, id, "evaluate", "roles", scope, roleContainer, type),
    loader: async (first, max, search) => {
      const roles = await adminClient.clients.evaluatePermission({ realm, id, roleContainer, type, scope });
      const sorted = [...roles].sort((a, b) => (a.name ?? "").localeCompare(b.name ?? ""));
      return pageLocally(sorted, first, max, search, (role) => role.name ?? "");
    },
  };
}

function generate(adminClient: KeycloakAdminClient, document: GeneratedDocument) {
  return (query: { realm: string; id: string; scope: string; userId: string }) => {
    switch (document) {
      case "accessToken":
        // the audience is optional on the server; the admin client's typing asks for it
        return adminClient.clients.evaluateGenerateAccessToken(query as typeof query & { audience: string });
      case "idToken":
        return adminClient.clients.evaluateGenerateIdToken(query);
      case "userInfo":
        return adminClient.clients.evaluateGenerateUserInfo(query);
    }
  };
}

/** GET …/evaluate-scopes/generate-example-{access-token|id-token|userinfo}?scope=…&userId=…; waits for a user. */
export function useGeneratedDocument(
  realm: string,
  id: string,
  document: GeneratedDocument,
  scope: string,
  userId: string | undefined,
) {
  const adminClient = useAdminClient();
  return useQuery({
    queryKey: clientKeys.part(realm, id, "evaluate", document, scope, userId),
    queryFn: () => generate(adminClient, document)({ realm, id, scope, userId: userId ?? "" }),
    enabled: !!userId,
  });
}
