// Revocation and sessions of a realm as Keycloak has them: the realm's not-before refuses older tokens (admin API,
// userinfo, introspection), push-revocation posts k_push_not_before to every client with an admin URL,
// logout-all ends every session, an offline session is deleted with isOffline=true; with Keycloak's permissions.
import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import * as jose from "jose";
import { startAcmeServer, type AcmeServer } from "./fixtures/acmeServer.js";
import { passwordGrant } from "./helpers/testServer.js";

interface Received {
  path: string;
  token: string;
}

/** an HTTP server standing for a client's admin URL: it records what Keycloak posts to it */
async function startReceiver(): Promise<{ server: Server; url: string; received: Received[] }> {
  const received: Received[] = [];
  const server = createServer((req: IncomingMessage, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      received.push({ path: req.url ?? "", token: body });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/app`, received };
}

describe("sessions revocation", () => {
  let acme: AcmeServer;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  before(async () => {
    acme = await startAcmeServer();
    receiver = await startReceiver();
  });
  after(async () => {
    await new Promise((resolve) => receiver.server.close(resolve));
    await acme.server.cleanup();
  });

  const tokenOf = async (username: string, scope?: string) => {
    const response = await passwordGrant(acme.server.url, "acme", username, username, scope);
    assert.equal(response.status, 200);
    return ((await response.json()) as { access_token: string }).access_token;
  };
  const setNotBefore = async (notBefore: number) =>
    assert.equal((await acme.api("", { method: "PUT", body: JSON.stringify({ notBefore }) })).status, 204);
  const sessions = async () => (await (await acme.api("/ui-ext/sessions?type=ALL&max=100")).json()) as { id: string }[];

  it("refuses a token issued before the realm's not-before, on the admin API, userinfo and introspection", async () => {
    const token = await tokenOf("layla");
    const introspector = { clientId: "revocation-introspector", publicClient: false, secret: "introspector-secret" };
    assert.equal((await acme.api("/clients", { method: "POST", body: JSON.stringify(introspector) })).status, 201);
    const introspect = async () => {
      const response = await fetch(`${acme.server.url}/realms/acme/protocol/openid-connect/token/introspect`, {
        method: "POST",
        headers: {
          "content-type": "application/x-www-form-urlencoded",
          authorization: `Basic ${Buffer.from("revocation-introspector:introspector-secret").toString("base64")}`,
        },
        body: new URLSearchParams({ token }),
      });
      return ((await response.json()) as { active: boolean }).active;
    };
    const userinfo = async () =>
      (
        await fetch(`${acme.server.url}/realms/acme/protocol/openid-connect/userinfo`, {
          headers: { authorization: `Bearer ${token}` },
        })
      ).status;
    assert.equal((await acme.api("/users?max=1", { token })).status, 200);
    assert.equal(await userinfo(), 200);
    assert.equal(await introspect(), true);

    const { iat } = jose.decodeJwt(token) as { iat: number };
    await setNotBefore(iat + 1);
    assert.equal((await acme.api("/users?max=1", { token })).status, 401);
    assert.equal(await userinfo(), 401);
    assert.equal(await introspect(), false);
    assert.equal((await acme.admin.realms.findOne({ realm: "acme" }))?.notBefore, iat + 1);

    await setNotBefore(0);
    assert.equal((await acme.api("/users?max=1", { token })).status, 200);
  });

  it("refuses a token issued before its client's not-before", async () => {
    const token = await tokenOf("layla");
    const { iat } = jose.decodeJwt(token) as { iat: number };
    const [adminCli] = await acme.admin.clients.find({ clientId: "admin-cli" });
    await acme.admin.clients.update({ id: adminCli.id! }, { ...adminCli, notBefore: iat + 1 });
    assert.equal((await acme.api("/users?max=1", { token })).status, 401);
    await acme.admin.clients.update({ id: adminCli.id! }, { ...adminCli, notBefore: 0 });
    assert.equal((await acme.api("/users?max=1", { token })).status, 200);
  });

  it("pushes the realm's not-before to every client with an admin URL and reports each answer", async () => {
    const unreachable = "http://127.0.0.1:9/gone";
    for (const [clientId, adminUrl] of [
      ["revocation-listener", receiver.url],
      ["revocation-unreachable", unreachable],
    ])
      assert.equal(
        (await acme.api("/clients", { method: "POST", body: JSON.stringify({ clientId, adminUrl }) })).status,
        201,
      );
    const notBefore = Math.floor(Date.now() / 1000) - 60;
    await setNotBefore(notBefore);

    const response = await acme.api("/push-revocation", { method: "POST" });
    assert.equal(response.status, 200);
    assert.deepEqual(await response.json(), { successRequests: [receiver.url], failedRequests: [unreachable] });
    assert.equal(receiver.received.length, 1);
    assert.equal(receiver.received[0].path, "/app/k_push_not_before");
    const action = JSON.parse(
      new TextDecoder().decode(jose.base64url.decode(receiver.received[0].token.split(".")[1])),
    );
    assert.equal(action.action, "PUSH_NOT_BEFORE");
    assert.equal(action.resource, "revocation-listener");
    assert.equal(action.notBefore, notBefore);
    const [event] = await acme.admin.realms.findAdminEvents({ realm: "acme", resourcePath: "push-revocation" });
    assert.equal(event.operationType, "ACTION");
    await setNotBefore(0);
  });

  it("lets only an admin who manages the realm push revocation", async () => {
    const helpdesk = await tokenOf("helpdesk");
    assert.equal((await acme.api("/push-revocation", { method: "POST", token: helpdesk })).status, 403);
  });

  it("deletes an offline session only when asked for offline sessions", async () => {
    const regular = jose.decodeJwt(await tokenOf("bob")).sid as string;
    const offline = jose.decodeJwt(await tokenOf("carol", "openid offline_access")).sid as string;
    const missing = await acme.api(`/sessions/${regular}?isOffline=true`, { method: "DELETE" });
    assert.equal(missing.status, 404);
    assert.deepEqual(await missing.json(), { error: "Sesssion not found" });
    assert.equal((await acme.api(`/sessions/${offline}?isOffline=true`, { method: "DELETE" })).status, 204);
    assert.ok(!(await sessions()).some((s) => s.id === offline));
    assert.ok((await sessions()).some((s) => s.id === regular));
  });

  it("signs out every session of the realm, sends k_logout and sets the realm's not-before", async () => {
    const helpdesk = await tokenOf("helpdesk");
    assert.equal((await acme.api("/logout-all", { method: "POST", token: helpdesk })).status, 403);
    await tokenOf("dave");
    assert.ok((await sessions()).length > 0);
    const before = Math.floor(Date.now() / 1000);

    const response = await acme.api("/logout-all", { method: "POST" });
    assert.equal(response.status, 200);
    assert.deepEqual(await response.json(), {
      successRequests: [receiver.url],
      failedRequests: ["http://127.0.0.1:9/gone"],
    });
    assert.deepEqual(await sessions(), []);
    assert.equal(receiver.received.at(-1)?.path, "/app/k_logout");
    assert.ok(((await acme.admin.realms.findOne({ realm: "acme" }))?.notBefore ?? 0) >= before);
  });
});
