// Token signatures: the algorithm a client's access and ID tokens are signed with (the client's choice, else the
// realm's default), the key that signs them (published in /certs for RSA and EC, the realm's HMAC secret for HS), and
// the fallback key provider a realm gets for an algorithm it had no key for.
import * as jose from "jose";
import { differential } from "./differential.js";
import type { Api } from "./api.js";
import { loginClient, passwordGrant, person, PASSWORD } from "./loginSetup.js";

type KeyInfo = { kid: string; algorithm: string; type: string; use: string; status: string; providerPriority: number };

/** a token's header, whether /certs verifies it, and which of the realm's keys (by algorithm and type) signed it */
async function signature(api: Api, token: unknown, keys: KeyInfo[]) {
  if (typeof token !== "string") return undefined;
  const header = jose.decodeProtectedHeader(token);
  const certs = jose.createRemoteJWKSet(new URL(`${api.target.url}/realms/${api.realm}/protocol/openid-connect/certs`));
  const verified = await jose.jwtVerify(token, certs).then(
    () => true,
    () => false,
  );
  const key = keys.find((k) => k.kid === header.kid);
  return { alg: header.alg, typ: header.typ, verified, key: key && `${key.type} ${key.algorithm} ${key.use}` };
}

async function tokens(api: Api, clientId: string, attributes: Record<string, string> = {}) {
  const client = await loginClient(api, clientId, { attributes });
  const answer = await passwordGrant(api, client, "alice", { password: PASSWORD, scope: "openid" });
  const keys = ((await api.quietly("GET", "/keys")).body as { keys: KeyInfo[] }).keys;
  return {
    status: answer.status,
    access: await signature(api, answer.body.access_token, keys),
    id: await signature(api, answer.body.id_token, keys),
  };
}

/** the realm's key providers as the admin API lists them, their key material left out */
async function keyProviders(api: Api) {
  const listed = (
    await api.quietly("GET", "/components", undefined, { query: { type: "org.keycloak.keys.KeyProvider" } })
  ).body as { name: string; providerId: string; config: Record<string, string[]> }[];
  const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
  return listed.sort(byName).map(({ name, providerId, config }) => ({
    name,
    providerId,
    priority: config.priority,
    algorithm: config.algorithm,
    curve: config.ecdsaEllipticCurveKey,
  }));
}

differential("login-signatures", { users: [person("alice")] }, (scenario) => {
  scenario("signs with RS256 by default", async (api) => {
    api.outcome("the tokens", await tokens(api, "default"));
  });

  for (const [access, id] of [
    ["ES256", "PS256"],
    ["PS512", "ES512"],
    ["RS384", "ES384"],
    ["HS256", "HS512"],
  ])
    scenario(`signs access tokens with ${access} and ID tokens with ${id} as the client asks`, async (api) => {
      const attributes = { "access.token.signed.response.alg": access, "id.token.signed.response.alg": id };
      api.outcome("the tokens", await tokens(api, `client-${access}-${id}`, attributes));
      api.outcome("the key providers", await keyProviders(api));
    });

  for (const algorithm of ["ES384", "HS384"])
    scenario(`signs with the realm's default algorithm ${algorithm}`, async (api) => {
      await api.quietly("PUT", "", { defaultSignatureAlgorithm: algorithm });
      api.outcome("the tokens", await tokens(api, `realm-${algorithm}`));
      api.outcome("the key providers", await keyProviders(api));
    });
});
