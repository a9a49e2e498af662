// Realm settings' client policies tab: the realm's client profiles and policies round-trip, the global profiles
// Keycloak ships are listed and cannot be changed, Keycloak's validation texts, and view-realm / manage-realm.
import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import { startAcmeServer, type AcmeServer } from "./fixtures/acmeServer.js";
import { realmViewerToken } from "./helpers/realmViewer.js";

const EXECUTOR_TYPE = "org.keycloak.services.clientpolicy.executor.ClientPolicyExecutorProvider";
const CONDITION_TYPE = "org.keycloak.services.clientpolicy.condition.ClientPolicyConditionProvider";

describe("realm settings: client policies", () => {
  let acme: AcmeServer;
  let viewerToken: string;
  let adminToken: string;
  const send = (token: string, method: string, path: string, body?: unknown) =>
    fetch(`${acme.server.url}/admin/realms/acme/client-policies${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const errorOf = async (response: Response) => ((await response.json()) as { errorMessage: string }).errorMessage;

  before(async () => {
    acme = await startAcmeServer();
    viewerToken = await realmViewerToken(acme.admin, acme.server.url, "acme");
    adminToken = (await acme.admin.getAccessToken())!;
  });
  after(() => acme.server.cleanup());

  it("lists Keycloak's global profiles only when asked, beside the realm's own (acme seeds one)", async () => {
    const plain = await acme.admin.clientPolicies.listProfiles({ realm: "acme" });
    assert.deepEqual(
      plain.profiles?.map((profile) => profile.name),
      ["acme-profile"],
    );
    assert.equal(plain.globalProfiles, undefined);
    const all = await acme.admin.clientPolicies.listProfiles({ realm: "acme", includeGlobalProfiles: true });
    assert.deepEqual(
      all.globalProfiles?.map((profile) => profile.name),
      [
        "fapi-1-baseline",
        "fapi-1-advanced",
        "fapi-ciba",
        "fapi-2-security-profile",
        "fapi-2-message-signing",
        "oauth-2-1-for-confidential-client",
        "oauth-2-1-for-public-client",
        "fapi-2-dpop-security-profile",
        "fapi-2-dpop-message-signing",
        "saml-security-profile",
      ],
    );
    const baseline = all.globalProfiles![0];
    assert.deepEqual(
      baseline.executors?.map((executor) => executor.executor),
      [
        "secure-session",
        "pkce-enforcer",
        "secure-client-authenticator",
        "secure-client-uris",
        "consent-required",
        "full-scope-disabled",
      ],
    );
    const policies = await acme.admin.clientPolicies.listPolicies({ realm: "acme", includeGlobalPolicies: true });
    assert.deepEqual(
      { policies: policies.policies?.map((policy) => policy.name), globalPolicies: policies.globalPolicies },
      { policies: ["acme-policy"], globalPolicies: [] },
    );
  });

  it("round-trips profiles with executors and policies with conditions and profiles", async () => {
    const profiles = [
      {
        name: "strict",
        description: "PKCE for all",
        executors: [{ executor: "pkce-enforcer", configuration: { "auto-configure": true } }],
      },
    ];
    await acme.admin.clientPolicies.createProfiles({ realm: "acme", profiles });
    assert.deepEqual((await acme.admin.clientPolicies.listProfiles({ realm: "acme" })).profiles, profiles);

    const policies = [
      {
        name: "public-clients",
        description: "",
        enabled: true,
        conditions: [{ condition: "client-access-type", configuration: { type: ["public"] } }],
        profiles: ["strict", "fapi-1-baseline"],
      },
    ];
    await acme.admin.clientPolicies.updatePolicy({ realm: "acme", policies });
    assert.deepEqual((await acme.admin.clientPolicies.listPolicies({ realm: "acme" })).policies, policies);

    const missingEnabled = [{ name: "quiet", conditions: [], profiles: [] }];
    await acme.admin.clientPolicies.updatePolicy({ realm: "acme", policies: missingEnabled });
    const [quiet] = (await acme.admin.clientPolicies.listPolicies({ realm: "acme" })).policies!;
    assert.equal(quiet.enabled, false);
  });

  it("answers 400 with Keycloak's texts for invalid proposals", async () => {
    const unknownExecutor = await send(adminToken, "PUT", "/profiles", {
      profiles: [{ name: "p", executors: [{ executor: "no-such-executor", configuration: {} }] }],
    });
    assert.equal(unknownExecutor.status, 400);
    assert.match(await errorOf(unknownExecutor), /contains the executor, which does not have valid provider/);

    const duplicate = await send(adminToken, "PUT", "/profiles", { profiles: [{ name: "a" }, { name: "a" }] });
    assert.equal(duplicate.status, 400);
    assert.equal(await errorOf(duplicate), "proposed client profile name duplicated.");

    const globalName = await send(adminToken, "PUT", "/profiles", { profiles: [{ name: "fapi-1-advanced" }] });
    assert.equal(globalName.status, 400);
    assert.equal(
      await errorOf(globalName),
      "Proposed profile name 'fapi-1-advanced' is duplicated as a global profile",
    );

    const changedGlobal = await send(adminToken, "PUT", "/profiles", {
      profiles: [],
      globalProfiles: [{ name: "fapi-1-baseline", executors: [] }],
    });
    assert.equal(changedGlobal.status, 400);
    assert.equal(await errorOf(changedGlobal), "Global profiles cannot be updated");
    const globals = (await acme.admin.clientPolicies.listProfiles({ realm: "acme", includeGlobalProfiles: true }))
      .globalProfiles!;
    assert.equal(globals[0].executors?.length, 6);

    const unknownCondition = await send(adminToken, "PUT", "/policies", {
      policies: [{ name: "x", conditions: [{ condition: "no-such-condition", configuration: {} }] }],
    });
    assert.equal(unknownCondition.status, 400);
    assert.equal(await errorOf(unknownCondition), "Policy x contains invalid condition no-such-condition");

    const missingProfile = await send(adminToken, "PUT", "/policies", {
      policies: [{ name: "x", profiles: ["ghost"] }],
    });
    assert.equal(missingProfile.status, 400);
    assert.equal(await errorOf(missingProfile), "Policy x contains invalid profile ghost");
  });

  it("lets view-realm read and only manage-realm write", async () => {
    assert.equal((await send(viewerToken, "GET", "/profiles?include-global-profiles=true")).status, 200);
    assert.equal((await send(viewerToken, "GET", "/policies")).status, 200);
    assert.equal((await send(viewerToken, "PUT", "/profiles", { profiles: [] })).status, 403);
    assert.equal((await send(viewerToken, "PUT", "/policies", { policies: [] })).status, 403);
    assert.notDeepEqual((await acme.admin.clientPolicies.listProfiles({ realm: "acme" })).profiles, []);
  });

  it("offers Keycloak's executor and condition types in serverinfo", async () => {
    const info = await acme.admin.serverInfo.find();
    const ids = (type: string) => info.componentTypes![type].map((provider) => provider.id);
    for (const id of [
      "secure-client-authenticator",
      "pkce-enforcer",
      "holder-of-key-enforcer",
      "secure-response-type",
      "consent-required",
      "full-scope-disabled",
      "confidential-client",
      "reject-implicit-grant",
    ])
      assert.ok(ids(EXECUTOR_TYPE).includes(id), id);
    for (const id of [
      "client-roles",
      "client-scopes",
      "client-access-type",
      "client-updater-source-host",
      "client-updater-source-groups",
      "client-updater-source-roles",
      "any-client",
    ])
      assert.ok(ids(CONDITION_TYPE).includes(id), id);
    const pkce = info.componentTypes![EXECUTOR_TYPE].find((provider) => provider.id === "pkce-enforcer")!;
    assert.deepEqual(
      pkce.properties.map((property) => [property.name, property.type]),
      [["auto-configure", "boolean"]],
    );
  });
});
