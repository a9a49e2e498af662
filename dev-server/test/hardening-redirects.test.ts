// Redirect URIs and client URLs that would run script on the server's origin are refused, as Keycloak refuses them
// (DefaultClientValidationProvider), and stricter: any case, leading control characters or spaces, tabs and line
// breaks inside the scheme (which a browser drops), vbscript too.
import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import { usesScriptScheme } from "../realm/clientUrls.js";
import { adminClient, startTestServer, type TestServer } from "./helpers/testServer.js";
import { startAcmeServer, type AcmeServer } from "./fixtures/acmeServer.js";

const HOSTILE = [
  "javascript:alert(1)",
  " JaVaScRiPt:alert(1)",
  "\u0001javascript:alert(1)",
  "java\tscript:alert(1)",
  "java\nscript:alert(1)",
  " \r\njavas\tcript:alert(1)",
  "data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==",
  "vbscript:msgbox(1)",
];

describe("hostile redirect URIs", () => {
  let server: TestServer;
  let token: string;
  const clients = () => `${server.url}/admin/realms/master/clients`;
  const send = (method: string, url: string, body: unknown) =>
    fetch(url, {
      method,
      headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
  before(async () => {
    server = await startTestServer();
    token = (await (await adminClient(server.url)).getAccessToken())!;
  });
  after(() => server.cleanup());

  it("refuses a client whose redirect URI or URLs use an illegal scheme", async () => {
    for (const [index, uri] of HOSTILE.entries()) {
      const response = await send("POST", clients(), { clientId: `hostile-${index}`, redirectUris: [uri] });
      assert.equal(response.status, 400, uri);
      assert.deepEqual(await response.json(), {
        error: "invalid_input",
        error_description: "A redirect URI uses an illegal scheme",
      });
    }
    const root = await send("POST", clients(), { clientId: "hostile-root", rootUrl: "javascript:alert(1)" });
    assert.equal(root.status, 400);
    assert.equal((await root.json()).error_description, "Root URL uses an illegal scheme");
    const base = await send("POST", clients(), { clientId: "hostile-base", baseUrl: "java\tscript:alert(1)" });
    assert.equal(base.status, 400);
    assert.equal((await base.json()).error_description, "Base URL uses an illegal scheme");
    const fragment = await send("POST", clients(), { clientId: "hostile-fragment", redirectUris: ["https://a/#x"] });
    assert.equal(fragment.status, 400);
    assert.equal((await fragment.json()).error_description, "Redirect URIs must not contain an URI fragment");
  });

  it("refuses such a redirect URI when a client is changed", async () => {
    const created = await send("POST", clients(), { clientId: "changed", redirectUris: ["https://app.example/*"] });
    const id = created.headers.get("location")!.split("/").pop()!;
    const changed = await send("PUT", `${clients()}/${id}`, { redirectUris: ["javascript:alert(1)"] });
    assert.equal(changed.status, 400);
    const stored = await (await fetch(`${clients()}/${id}`, { headers: { Authorization: `Bearer ${token}` } })).json();
    assert.deepEqual(stored.redirectUris, ["https://app.example/*"]);
  });

  it("never sends the browser to a script URI, even one an imported client registers", async () => {
    const master = server.store.realm("master")!;
    const open = [...master.clients.values()].find((client) => client.clientId === "security-admin-console")!;
    const saved = open.redirectUris;
    open.redirectUris = ["*", ...HOSTILE];
    try {
      for (const uri of HOSTILE) {
        const query = new URLSearchParams({
          client_id: "security-admin-console",
          redirect_uri: uri,
          response_type: "code",
          scope: "openid",
        });
        const response = await fetch(`${server.url}/realms/master/protocol/openid-connect/auth?${query}`, {
          redirect: "manual",
        });
        const location = response.headers.get("location") ?? "";
        assert.ok(!usesScriptScheme(location), `${uri} -> ${location}`);
        assert.ok(!(await response.text()).includes(uri.trim()), uri);
      }
    } finally {
      open.redirectUris = saved;
    }
  });
});

describe("an organization's redirect URL", () => {
  let s: AcmeServer;
  const send = (method: string, path: string, body: unknown) =>
    s.api(`/organizations${path}`, { method, body: JSON.stringify(body) });
  before(async () => {
    s = await startAcmeServer();
  });
  after(() => s.server.cleanup());

  it("is refused unless empty or an absolute http(s) URL, as Keycloak's uri validator refuses it", async () => {
    for (const [index, redirectUrl] of [...HOSTILE, "ftp://files.example", "/relative", "https://a b"].entries()) {
      const response = await send("POST", "", { name: `hostile-${index}`, redirectUrl });
      assert.equal(response.status, 400, redirectUrl);
      assert.equal((await response.json()).errorMessage, "Organization redirect URL is not valid.");
    }
    const created = await send("POST", "", { name: "fine", redirectUrl: "https://acme.example/in" });
    assert.equal(created.status, 201);
    const id = created.headers.get("location")!.split("/").pop()!;
    assert.equal((await send("PUT", `/${id}`, { redirectUrl: "javascript:alert(1)" })).status, 400);
    assert.equal((await (await s.api(`/organizations/${id}`)).json()).redirectUrl, "https://acme.example/in");
    assert.equal((await send("PUT", `/${id}`, { redirectUrl: "" })).status, 204);
  });
});
