// ID tokens take their claims from the protocol mappers. oidc-provider would keep only the claims its static
// scope-to-claims table names; here an ID token's payload is what the mappers write for it, plus what the provider
// sets per token (nonce, sid, the at_hash / c_hash of the response).
import type Provider from "oidc-provider";
import type { KoaContextWithOIDC } from "oidc-provider";
import type { RealmData } from "../store/model.js";
import type { KeycloakClient } from "./keycloakClients.js";
import { mappedClaims } from "./mappedClaims.js";

interface IdTokenInstance {
  ctx?: KoaContextWithOIDC;
  client: { clientId: string };
  available: { sub?: string; auth_time?: number };
  extra: Record<string, unknown>;
  scope?: string;
  payload(): Promise<Record<string, unknown>>;
}

export function mapIdTokenClaims(
  provider: Provider,
  realm: RealmData,
  baseUrl: string,
  kcClient: (clientId: string) => KeycloakClient | undefined,
): void {
  const issue = provider.IdToken.prototype.issue;
  provider.IdToken.prototype.issue = async function (this: IdTokenInstance, options?: { use?: string }) {
    const client = kcClient(this.client.clientId);
    const user = this.available.sub ? realm.users.get(this.available.sub) : undefined;
    if (options?.use === "idtoken" && client && user) {
      // the access token issued alongside keeps the request's whole scope parameter, custom scopes included
      const scope: string | undefined = this.ctx?.oidc?.entities?.AccessToken?.scope ?? this.scope;
      const { claims } = mappedClaims(realm, baseUrl, "id", {
        client,
        user,
        scope,
        authTime: this.available.auth_time,
      });
      const extra = this.extra;
      this.payload = async () => ({ ...claims, typ: "ID", azp: client.clientId, ...extra });
    }
    return issue.call(this, options);
  };
}
