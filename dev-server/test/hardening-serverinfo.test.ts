// serverinfo tells the host's user name, working directory, Node path and memory to master's admins only, as
// Keycloak keeps system info to the administration realm; every admin still gets the catalogue. The storage's
// operational info (a database's, in Keycloak) is such a detail too.
import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import { pathToFileURL } from "node:url";
import { startAcmeServer, type AcmeServer } from "./fixtures/acmeServer.js";
import { realmAdmins } from "./fixtures/realmAdmins.js";

describe("serverinfo system details", () => {
  let acme: AcmeServer;
  before(async () => {
    acme = await startAcmeServer();
  });
  after(() => acme.server.cleanup());

  const serverInfo = async (token: string) => {
    const response = await fetch(`${acme.server.url}/admin/serverinfo`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    assert.equal(response.status, 200);
    return response.json();
  };

  it("keeps system, memory and CPU details from the admins of other realms", async () => {
    // an admin with a complete profile, as Keycloak's password grant needs; its token asserts the grant's 200
    const admins = realmAdmins(acme);
    await admins.adminUser("acme-admin", ["realm-admin"]);
    const access_token = await admins.tokenOf("acme-admin");
    const info = await serverInfo(access_token);
    assert.equal(info.systemInfo, undefined);
    assert.equal(info.memoryInfo, undefined);
    assert.equal(info.cpuInfo, undefined);
    assert.ok(info.componentTypes);
    assert.deepEqual(info.providers.connectionsJpa.providers.default, { order: 0 });
  });

  it("gives them to master's admins", async () => {
    const info = await serverInfo((await acme.admin.getAccessToken())!);
    assert.equal(typeof info.systemInfo.userDir, "string");
    assert.ok(info.memoryInfo.total > 0);
    assert.deepEqual(Object.keys(info.providers.connectionsJpa.providers.default.operationalInfo), [
      "databaseUrl",
      "databaseUser",
      "databaseProduct",
      "databaseDriver",
    ]);
    assert.equal(
      info.providers.connectionsJpa.providers.default.operationalInfo.databaseUrl,
      pathToFileURL(acme.server.dirs.data).href,
    );
  });

  it("types every feature as Keycloak does, flagging only the deprecated ones", async () => {
    const info = await serverInfo((await acme.admin.getAccessToken())!);
    const byName = new Map<string, { deprecated?: boolean }>(
      info.features.map((feature: { name: string }) => [feature.name, feature]),
    );
    assert.deepEqual(byName.get("LOGIN_V1"), {
      name: "LOGIN_V1",
      label: "Login theme, version 1",
      type: "DEPRECATED",
      enabled: false,
      dependencies: [],
      deprecated: true,
    });
    assert.equal(byName.get("ORGANIZATION")?.deprecated, undefined);
    assert.ok(info.profileInfo.disabledFeatures.includes("LOGIN_V1"));
    assert.ok(!info.profileInfo.disabledFeatures.includes("ORGANIZATION"));
    assert.ok(info.profileInfo.experimentalFeatures.includes("DECLARATIVE_UI"));
  });
});
