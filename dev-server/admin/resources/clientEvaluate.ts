// evaluate-scopes of a client (Keycloak's ClientScopeEvaluateResource): the protocol mappers and the role scope a token
// for the client would get with a scope parameter, and example access token, ID token and userinfo for a user. The
// examples come from the same mapper code the token endpoint uses (oidc/mappedClaims.ts), so they show what a real
// token would carry. Every route needs view-clients.
import { randomUUID } from "node:crypto";
import type { Request, Response, Router } from "express";
import type { RealmData, UserRecord } from "../../store/model.js";
import type { AdminContext } from "../context.js";
import { notFound, param, queryString } from "../http.js";
import { CLIENTS_VIEW } from "../../realm/adminRoles.js";
import { type ClientRecord, clientOr404 } from "./lib/lookups.js";
import { inRealm } from "./lib/route.js";
import { appliedClientScopes } from "../../realm/tokenMappers/appliedClientScopes.js";
import { expandComposites } from "../../realm/userRoles.js";
import { byName, roleRep } from "../../realm/roleReps.js";
import { realmTimeouts } from "../../oidc/realmTimeouts.js";
import { mappedClaims, type MappedClaims } from "../../oidc/mappedClaims.js";
import { accessTokenPayload } from "../../oidc/accessTokenPayload.js";

type ClientHandler = (req: Request, res: Response, realm: RealmData, client: ClientRecord) => void;

/** the roles the client's role scope reaches with this scope parameter, by id */
function grantedRoleIds(realm: RealmData, client: ClientRecord, scope: string | undefined): Set<string> {
  const { scopes } = appliedClientScopes(realm, client, scope);
  const own = [...realm.roles.values()].filter((r) => r.clientRole && r.containerId === client.id).map((r) => r.id);
  const mapped = [client.id, ...scopes.map((s) => s.id)].flatMap((id) => realm.scopeMappings.get(id) ?? []);
  return new Set(expandComposites(realm, [...own, ...mapped]).map((r) => r.id));
}

/** the claims the mappers give, with the parts a token endpoint adds itself */
function example(realm: RealmData, ctx: AdminContext, client: ClientRecord, user: UserRecord, req: Request) {
  const scope = queryString(req, "scope");
  const now = Math.floor(Date.now() / 1000);
  const issuer = `${ctx.baseUrl}/realms/${encodeURIComponent(realm.rep.realm)}`;
  // Keycloak makes a throwaway user session for the example (its id is what "sid" names), with no time of
  // authentication noted, so the examples carry no auth_time
  const sessionId = randomUUID();
  const claimsOf = (kind: "access" | "id" | "userinfo") =>
    mappedClaims(realm, ctx.baseUrl, kind, { client, user, scope });
  const base = {
    exp: now + realmTimeouts(realm).accessTokenLifespan,
    iat: now,
    iss: issuer,
    clientId: client.clientId,
  };
  return { now, issuer, sessionId, claimsOf, base };
}

/** Keycloak's audience parameter: the clientIds (space separated) the token must name; unknown clients are ignored */
function requestedAudience(realm: RealmData, req: Request): string[] {
  const known = new Set([...realm.clients.values()].map((c) => c.clientId));
  return (queryString(req, "audience") ?? "").split(/\s+/).filter((id) => id && known.has(id));
}

function audienceOf(mapped: MappedClaims, requested: string[]): string[] | { missing: string[] } {
  if (!requested.length) return mapped.audience;
  const missing = requested.filter((a) => !mapped.audience.includes(a));
  return missing.length ? { missing } : requested;
}

const audClaim = (audience: string[]) =>
  audience.length === 0 ? undefined : audience.length === 1 ? audience[0] : audience;

export function registerClientEvaluate(router: Router, ctx: AdminContext): void {
  const base = "/realms/:realm/clients/:id/evaluate-scopes";
  const withClient = (handler: ClientHandler) =>
    inRealm(ctx, CLIENTS_VIEW, (req, res, realm) => {
      const client = clientOr404(realm, req, res);
      if (client) handler(req, res, realm, client);
    });
  const userOf = (req: Request, res: Response, realm: RealmData): UserRecord | undefined => {
    const userId = queryString(req, "userId");
    if (!userId) return void notFound(res, "No userId provided");
    const user = realm.users.get(userId);
    if (!user) notFound(res, "No user found");
    return user;
  };

  router.get(
    `${base}/protocol-mappers`,
    withClient((req, res, realm, client) => {
      const protocol = client.protocol ?? "openid-connect";
      const { scopes } = appliedClientScopes(realm, client, queryString(req, "scope"));
      const own = (client.protocolMappers ?? []).map((m) => ({
        mapper: m,
        container: { containerId: client.id, containerName: "", containerType: "client" },
      }));
      const fromScopes = scopes.flatMap((s) =>
        (s.protocolMappers ?? []).map((m) => ({
          mapper: m,
          container: { containerId: s.id, containerName: s.name, containerType: "client-scope" },
        })),
      );
      res.json(
        [...own, ...fromScopes]
          .filter(({ mapper }) => (mapper.protocol ?? protocol) === protocol)
          .map(({ mapper, container }) => ({
            mapperId: mapper.id,
            mapperName: mapper.name,
            ...container,
            protocolMapper: mapper.protocolMapper,
          })),
      );
    }),
  );

  for (const granted of [true, false]) {
    router.get(
      `${base}/scope-mappings/:roleContainerId/${granted ? "granted" : "not-granted"}`,
      withClient((req, res, realm, client) => {
        const containerId = param(req, "roleContainerId");
        const isRealm = containerId === realm.rep.realm;
        if (!isRealm && !realm.clients.has(containerId)) return notFound(res, "Role Container not found");
        const roles = [...realm.roles.values()]
          .filter((r) => (isRealm ? !r.clientRole : r.clientRole && r.containerId === containerId))
          .sort(byName);
        const inScope =
          client.fullScopeAllowed !== false ? undefined : grantedRoleIds(realm, client, queryString(req, "scope"));
        res.json(roles.filter((r) => (inScope ? inScope.has(r.id) : true) === granted).map((r) => roleRep(r)));
      }),
    );
  }

  router.get(
    `${base}/generate-example-access-token`,
    withClient((req, res, realm, client) => {
      const user = userOf(req, res, realm);
      if (!user) return;
      const { base: tokenBase, sessionId, claimsOf } = example(realm, ctx, client, user, req);
      const mapped = claimsOf("access");
      const audience = audienceOf(mapped, requestedAudience(realm, req));
      if (!Array.isArray(audience))
        return notFound(res, `Requested audience not available: ${audience.missing.join(", ")}`);
      const payload = accessTokenPayload(
        // Keycloak's id of an online access token with no audience requested
        { ...tokenBase, jti: `onrtna:${randomUUID()}`, sessionId, fallbackAudience: "" },
        { ...mapped, audience },
      );
      res.json({ ...payload, aud: audClaim(audience) });
    }),
  );

  router.get(
    `${base}/generate-example-id-token`,
    withClient((req, res, realm, client) => {
      const user = userOf(req, res, realm);
      if (!user) return;
      const { base: tokenBase, sessionId, claimsOf } = example(realm, ctx, client, user, req);
      const audience = audienceOf(claimsOf("access"), requestedAudience(realm, req));
      if (!Array.isArray(audience))
        return notFound(res, `Requested audience not available: ${audience.missing.join(", ")}`);
      const { claims } = claimsOf("id");
      res.json({
        exp: tokenBase.exp,
        iat: tokenBase.iat,
        jti: randomUUID(),
        iss: tokenBase.iss,
        aud: client.clientId,
        ...claims,
        typ: "ID",
        azp: client.clientId,
        sid: sessionId,
      });
    }),
  );

  router.get(
    `${base}/generate-example-userinfo`,
    withClient((req, res, realm, client) => {
      const user = userOf(req, res, realm);
      if (!user) return;
      res.json(example(realm, ctx, client, user, req).claimsOf("userinfo").claims);
    }),
  );
}
