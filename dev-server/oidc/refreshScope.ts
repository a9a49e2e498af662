// A refresh request may repeat the scope of the token response, which names the client's default client scopes
// (Keycloak's "scope" claim). Keycloak accepts that, as those scopes always apply; oidc-provider would refuse them as
// missing from the refresh token, which keeps only the requested values. So they are taken out of the parameter.
import type { Request } from "express";
import type { RealmData } from "../store/model.js";
import { clientScopesOf, parseScopeParam } from "../realm/tokenMappers/appliedClientScopes.js";
import { basicAuthClientId } from "./unknownScopes.js";

export function dropDefaultScopesOnRefresh(realm: RealmData, req: Request): void {
  const body = req.body as Record<string, unknown> | undefined;
  if (body?.grant_type !== "refresh_token" || typeof body.scope !== "string") return;
  const clientId = body.client_id ?? basicAuthClientId(req);
  const client = [...realm.clients.values()].find((c) => c.clientId === clientId);
  if (!client) return;
  const defaults = new Set(clientScopesOf(realm, client).defaults.map((s) => s.name));
  const rest = parseScopeParam(body.scope).filter((value) => !defaults.has(value));
  if (rest.length) body.scope = rest.join(" ");
  else delete body.scope;
}
