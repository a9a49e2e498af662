// Follow-ups on the acme realm: bare-id bodies of the organization endpoints, brute-force detection on the login
// page and the password grant, and one signing key for /keys and /certs.
import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import * as jose from "jose";
import { startAcmeServer, type AcmeServer } from "./fixtures/acmeServer.js";
import { passwordGrant } from "./helpers/testServer.js";
import { openLoginForm } from "./helpers/loginForm.js";

describe("follow-ups on acme", () => {
  let acme: AcmeServer;
  before(async () => {
    acme = await startAcmeServer();
  });
  after(() => acme.server.cleanup());

  const userId = async (username: string) => (await acme.admin.users.find({ username, exact: true }))[0].id!;
  const bruteForce = async (id: string) => (await acme.api(`/attack-detection/brute-force/users/${id}`)).json();

  describe("organization bodies that are a bare id", () => {
    it("adds a member through the admin client", async () => {
      const [americas] = await acme.admin.organizations.find({ search: "ACME Americas" });
      const dave = await userId("dave");
      await acme.admin.organizations.addMember({ orgId: americas.id!, userId: dave });
      const members = await acme.admin.organizations.listMembers({ orgId: americas.id!, max: 100 });
      assert.ok(members.some((m) => m.id === dave));
    });

    it("links an identity provider through the admin client", async () => {
      const [americas] = await acme.admin.organizations.find({ search: "ACME Americas" });
      await acme.admin.organizations.linkIdp({ orgId: americas.id!, alias: "github" });
      const linked = await acme.admin.organizations.listIdentityProviders({ orgId: americas.id! });
      assert.deepEqual(
        linked.map((p) => p.alias),
        ["github"],
      );
    });

    it("still answers 400 for a JSON body that is not JSON elsewhere", async () => {
      const response = await acme.api("/users", { method: "POST", body: "not-json" });
      assert.equal(response.status, 400);
    });
  });

  describe("brute-force detection (failureFactor 5)", () => {
    it("locks a user after 5 wrong passwords on the login page, refuses the right one, and unlocks on DELETE", async () => {
      const id = await userId("erin");
      const form = await openLoginForm(acme.server.url, "acme");
      for (let i = 0; i < 5; i++) {
        const page = await form.submit("erin", "wrong");
        assert.equal(page.status, 200);
        assert.match(await page.text(), /Invalid username or password\./);
      }
      const locked = await bruteForce(id);
      assert.equal(locked.disabled, true);
      assert.equal(locked.numFailures, 5);

      const refused = await form.submit("erin", "erin");
      assert.equal(refused.status, 200);
      assert.match(await refused.text(), /Invalid username or password\./);
      const grant = await passwordGrant(acme.server.url, "acme", "erin", "erin");
      assert.equal(grant.status, 400);
      assert.deepEqual(await grant.json(), { error: "invalid_grant", error_description: "Invalid user credentials" });

      assert.equal((await acme.api(`/attack-detection/brute-force/users/${id}`, { method: "DELETE" })).status, 204);
      assert.equal((await bruteForce(id)).disabled, false);
      const accepted = await form.submit("erin", "erin");
      assert.equal(accepted.status, 303);
      assert.equal((await bruteForce(id)).numFailures, 0);
    });

    it("counts wrong passwords on the password grant and forgets them on success", async () => {
      const id = await userId("frank");
      // Keycloak 26.7 answers wrong credentials on the password grant with 400 (checked against it)
      for (let i = 0; i < 4; i++)
        assert.equal((await passwordGrant(acme.server.url, "acme", "frank", "wrong")).status, 400);
      assert.equal((await bruteForce(id)).numFailures, 4);
      assert.equal((await passwordGrant(acme.server.url, "acme", "frank", "frank")).status, 200);
      assert.equal((await bruteForce(id)).numFailures, 0);
      for (let i = 0; i < 5; i++) await passwordGrant(acme.server.url, "acme", "frank", "wrong");
      assert.equal((await bruteForce(id)).disabled, true);
      assert.equal((await passwordGrant(acme.server.url, "acme", "frank", "frank")).status, 400);
      await acme.api(`/attack-detection/brute-force/users/${id}`, { method: "DELETE" });
      assert.equal((await passwordGrant(acme.server.url, "acme", "frank", "frank")).status, 200);
    });

    it("records nothing when the realm is not protected", async () => {
      const [{ id }] = await acme.admin.users.find({ realm: "master", username: "admin", exact: true });
      assert.ok(id);
      await passwordGrant(acme.server.url, "master", "admin", "wrong");
      const status = await (
        await fetch(`${acme.server.url}/admin/realms/master/attack-detection/brute-force/users/${id}`, {
          headers: { authorization: `Bearer ${await acme.admin.getAccessToken()}` },
        })
      ).json();
      assert.equal(status.numFailures, 0);
    });
  });

  describe("signing key", () => {
    it("signs with the realm's active rsa-generated key: /keys and /certs name the same kid", async () => {
      const keys = await acme.admin.realms.getKeys({ realm: "acme" });
      const kid = keys.active!.RS256;
      assert.ok(kid);
      const certs = await (await fetch(`${acme.server.url}/realms/acme/protocol/openid-connect/certs`)).json();
      const sig = certs.keys.filter((k: jose.JWK) => k.use === "sig" && k.alg === "RS256");
      assert.deepEqual(
        sig.map((k: jose.JWK) => k.kid),
        [kid],
      );
      const published = keys.keys!.find((k) => k.kid === kid)!;
      const spki = Buffer.from(
        await crypto.subtle.exportKey("spki", (await jose.importJWK(sig[0], "RS256")) as CryptoKey),
      ).toString("base64");
      assert.equal(spki, published.publicKey);

      const { access_token } = await (await passwordGrant(acme.server.url, "acme", "grace", "grace")).json();
      assert.equal(jose.decodeProtectedHeader(access_token).kid, kid);
    });
  });
});
