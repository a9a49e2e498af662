// An admin access token is only as good as its session, as in Keycloak: once the session is signed out (by the admin
// API, or every session of the user), or when the session its "sid" names does not exist (a restart, a made-up id),
// the still-valid signature opens nothing. A service account's token has no session and stays accepted.
import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import * as jose from "jose";
import { adminClient, passwordGrant, startTestServer, type TestServer } from "./helpers/testServer.js";

describe("admin tokens and their sessions", () => {
  let server: TestServer;
  let adminToken: string;
  before(async () => {
    server = await startTestServer();
    adminToken = (await (await adminClient(server.url)).getAccessToken())!;
  });
  after(() => server.cleanup());

  const realms = (token: string) =>
    fetch(`${server.url}/admin/realms`, { headers: { authorization: `Bearer ${token}` } });
  const send = (method: string, path: string, body?: unknown) =>
    fetch(`${server.url}/admin/realms/master${path}`, {
      method,
      headers: { authorization: `Bearer ${adminToken}`, "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  async function signIn(): Promise<string> {
    const response = await passwordGrant(server.url, "master", "admin", "admin");
    assert.equal(response.status, 200);
    return ((await response.json()) as { access_token: string }).access_token;
  }
  /** the realm's own signature over `claims`, as a leaked signing key or an old token's claims would give */
  async function signed(claims: jose.JWTPayload, like: string): Promise<string> {
    const { kid } = jose.decodeProtectedHeader(like);
    const component = [...server.store.realm("master")!.components.values()].find(
      (c) => c.providerId === "rsa-generated" && c.config?.privateKey,
    )!;
    const pem = `-----BEGIN PRIVATE KEY-----\n${component.config!.privateKey![0]}\n-----END PRIVATE KEY-----`;
    const key = await jose.importPKCS8(pem, "RS256");
    return new jose.SignJWT(claims).setProtectedHeader({ alg: "RS256", kid, typ: "JWT" }).sign(key);
  }

  it("refuses a token whose session an admin signed out", async () => {
    const token = await signIn();
    assert.equal((await realms(token)).status, 200);
    const { sid } = jose.decodeJwt(token) as { sid: string };
    assert.equal((await send("DELETE", `/sessions/${sid}`)).status, 204);
    assert.equal((await realms(token)).status, 401);
  });

  it("refuses a token whose session names no session", async () => {
    const token = await signIn();
    const claims = jose.decodeJwt(token);
    const forged = await signed({ ...claims, sid: "no-such-session" }, token);
    const genuine = await signed(claims, token);
    assert.equal((await realms(genuine)).status, 200, "the test's signature is the realm's");
    assert.equal((await realms(forged)).status, 401);
  });

  it("refuses every token of a user whose sessions were all signed out", async () => {
    const token = await signIn();
    const [user] = (await (await send("GET", "/users?username=admin&exact=true")).json()) as { id: string }[];
    assert.equal((await send("POST", `/users/${user.id}/logout`)).status, 204);
    assert.equal((await realms(token)).status, 401);
    adminToken = await signIn();
  });

  it("accepts a service account's token, which has no session", async () => {
    const client = {
      clientId: "robot",
      publicClient: false,
      standardFlowEnabled: false,
      serviceAccountsEnabled: true,
      secret: "robot-secret",
    };
    assert.equal((await send("POST", "/clients", client)).status, 201);
    const [{ id }] = (await (await send("GET", "/clients?clientId=robot")).json()) as { id: string }[];
    const robot = (await (await send("GET", `/clients/${id}/service-account-user`)).json()) as { id: string };
    const admin = (await (await send("GET", "/roles/admin")).json()) as { id: string; name: string };
    assert.equal((await send("POST", `/users/${robot.id}/role-mappings/realm`, [admin])).status, 204);
    const response = await fetch(`${server.url}/realms/master/protocol/openid-connect/token`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        grant_type: "client_credentials",
        client_id: "robot",
        client_secret: "robot-secret",
      }),
    });
    assert.equal(response.status, 200, await response.clone().text());
    const token = ((await response.json()) as { access_token: string }).access_token;
    assert.equal(jose.decodeJwt(token).sid, undefined);
    assert.equal((await realms(token)).status, 200);
  });
});
