// Keycloak 26's identity-provider resource: an unknown alias is JAX-RS's bare 404 ({error: "HTTP 404 Not Found"}) on
// every route of the instance, an unknown mapper "Model not found"; create answers 201 with a Location and a taken
// alias 409 with Keycloak's errorMessage.
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { startAcmeServer, type AcmeServer } from "./fixtures/acmeServer.js";

let s: AcmeServer;
before(async () => {
  s = await startAcmeServer();
});
after(async () => {
  await s.server.cleanup();
});

describe("conformance: identity providers", () => {
  it("answers an unknown alias with JAX-RS's 404 on the instance and its mappers", async () => {
    for (const [path, method] of [
      ["/identity-provider/instances/nope", "GET"],
      ["/identity-provider/instances/nope", "PUT"],
      ["/identity-provider/instances/nope", "DELETE"],
      ["/identity-provider/instances/nope/mappers", "GET"],
    ] as const) {
      const response = await s.api(path, { method, ...(method === "PUT" ? { body: JSON.stringify({}) } : {}) });
      assert.equal(response.status, 404, `${method} ${path}`);
      assert.deepEqual(await response.json(), { error: "HTTP 404 Not Found" }, `${method} ${path}`);
    }
  });

  it("answers an unknown mapper of a known provider with Model not found", async () => {
    const response = await s.api("/identity-provider/instances/github/mappers/nope");
    assert.equal(response.status, 404);
    assert.deepEqual(await response.json(), { error: "Model not found" });
  });

  it("creates with 201 and a Location, and refuses a taken alias with 409", async () => {
    const rep = {
      alias: "conformance-idp",
      providerId: "oidc",
      config: {
        clientId: "c",
        clientSecret: "s",
        authorizationUrl: "https://idp.example.org/auth",
        tokenUrl: "https://idp.example.org/token",
      },
    };
    const created = await s.api("/identity-provider/instances", { method: "POST", body: JSON.stringify(rep) });
    assert.equal(created.status, 201);
    assert.match(
      created.headers.get("location") ?? "",
      /\/admin\/realms\/acme\/identity-provider\/instances\/conformance-idp$/,
    );
    const again = await s.api("/identity-provider/instances", { method: "POST", body: JSON.stringify(rep) });
    assert.equal(again.status, 409);
    assert.deepEqual(await again.json(), { errorMessage: "Identity Provider conformance-idp already exists" });
  });
});
