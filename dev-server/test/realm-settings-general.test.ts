// Realm settings' general part on the dev server: the general fields round-trip, partial import with its three
// policies, partial export masks secrets and asks for the rights Keycloak asks for, and a realm is deleted with its
// files (never master).
import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { startAcmeServer, type AcmeServer } from "./fixtures/acmeServer.js";

describe("realm settings: general", () => {
  let acme: AcmeServer;
  before(async () => {
    acme = await startAcmeServer();
  });
  after(() => acme.server.cleanup());

  const masterApi = async (path: string, init: RequestInit = {}) => {
    acme.admin.setConfig({ realmName: "master" });
    const token = await acme.admin.getAccessToken();
    acme.admin.setConfig({ realmName: "acme" });
    return fetch(`${acme.server.url}/admin/realms${path}`, {
      ...init,
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    });
  };

  it("keeps the general tab's fields: realm flags, the ACR to LoA mapping and the unmanaged-attribute policy", async () => {
    const rep = (await acme.admin.realms.findOne({ realm: "acme" }))!;
    await acme.admin.realms.update(
      { realm: "acme" },
      {
        ...rep,
        userManagedAccessAllowed: true,
        organizationsEnabled: true,
        adminPermissionsEnabled: true,
        attributes: { ...rep.attributes, "acr.loa.map": JSON.stringify({ gold: "2", silver: "1" }) },
      },
    );
    const saved = (await acme.admin.realms.findOne({ realm: "acme" }))!;
    assert.equal(saved.userManagedAccessAllowed, true);
    assert.equal(saved.organizationsEnabled, true);
    assert.equal(saved.adminPermissionsEnabled, true);
    assert.deepEqual(JSON.parse(String(saved.attributes?.["acr.loa.map"])), { gold: "2", silver: "1" });

    const profile = await acme.admin.users.getProfile({ realm: "acme" });
    await acme.admin.users.updateProfile({
      ...profile,
      unmanagedAttributePolicy: "ADMIN_EDIT" as never,
      realm: "acme",
    });
    assert.equal((await acme.admin.users.getProfile({ realm: "acme" })).unmanagedAttributePolicy, "ADMIN_EDIT");
    const { unmanagedAttributePolicy: _policy, ...disabled } = await acme.admin.users.getProfile({ realm: "acme" });
    await acme.admin.users.updateProfile({ ...disabled, realm: "acme" });
    assert.equal((await acme.admin.users.getProfile({ realm: "acme" })).unmanagedAttributePolicy, undefined);
  });

  it("keeps realm attributes as Keycloak does: a sent map replaces the stored one, a body without one leaves it", async () => {
    const rep = (await acme.admin.realms.findOne({ realm: "acme" }))!;
    const dismissed = JSON.stringify({
      "realm-ssl-none:realm": { reason: "proxy", dismissedAt: "2026-01-01T00:00:00Z" },
    });
    await acme.admin.realms.update(
      { realm: "acme" },
      { ...rep, attributes: { ...rep.attributes, consoleAdvisorDismissed: dismissed, transient: "1" } },
    );
    const { attributes: _left, ...withoutAttributes } = (await acme.admin.realms.findOne({ realm: "acme" }))!;
    await acme.admin.realms.update({ realm: "acme" }, { ...withoutAttributes, displayName: "Acme" });
    const kept = (await acme.admin.realms.findOne({ realm: "acme" }))!;
    assert.equal(kept.attributes?.consoleAdvisorDismissed, dismissed);
    assert.equal(kept.attributes?.transient, "1");

    // Keycloak's updateRealm removes the attributes a sent map leaves out
    const { transient: _dropped, ...others } = kept.attributes as Record<string, string>;
    await acme.admin.realms.update({ realm: "acme" }, { ...kept, attributes: others });
    const replaced = (await acme.admin.realms.findOne({ realm: "acme" }))!;
    assert.equal(replaced.attributes?.transient, undefined);
    assert.equal(replaced.attributes?.consoleAdvisorDismissed, dismissed);
  });

  const partialImport = (body: unknown, token?: string) =>
    acme.api("/partialImport", { method: "POST", body: JSON.stringify(body), token });

  it("fails the whole import naming the first resource that exists", async () => {
    const response = await partialImport({
      ifResourceExists: "FAIL",
      users: [{ username: "zz-fail-new", enabled: true }, { username: "alice" }],
    });
    assert.equal(response.status, 409);
    assert.deepEqual(await response.json(), {
      errorMessage: "User with user name alice already exists.",
    });
    assert.deepEqual(await acme.admin.users.find({ username: "zz-fail-new", exact: true }), []);
  });

  it("skips what exists and adds the rest, with its roles, groups and password", async () => {
    const response = await partialImport({
      ifResourceExists: "SKIP",
      roles: { realm: [{ name: "zz-role", composites: { realm: ["employee"] } }, { name: "manager" }] },
      // as a realm export names it: Keycloak finds an imported group by its path
      groups: [{ name: "zz-team", path: "/zz-team", realmRoles: ["zz-role"], subGroups: [{ name: "zz-sub" }] }],
      users: [
        { username: "alice", firstName: "Changed" },
        {
          username: "zz-skip-new",
          // a complete profile, so that Keycloak's password grant below lets the imported user in
          email: "zz-skip-new@acme.example",
          firstName: "Skip",
          lastName: "New",
          enabled: true,
          groups: ["/zz-team/zz-sub"],
          realmRoles: ["auditor"],
          credentials: [{ type: "password", value: "Secret-pass-1", temporary: false }],
        },
      ],
    });
    assert.equal(response.status, 200);
    const result = (await response.json()) as {
      added: number;
      skipped: number;
      overwritten: number;
      results: { action: string; resourceType: string; resourceName: string; id: string }[];
    };
    assert.deepEqual([result.added, result.skipped, result.overwritten], [3, 2, 0]);
    const created = await acme.admin.users.find({ username: "zz-skip-new", exact: true });
    assert.equal(created.length, 1);
    const alice = (await acme.admin.users.find({ username: "alice", exact: true }))[0];
    assert.notEqual(alice.firstName, "Changed");
    assert.deepEqual(
      result.results.map((r) => [r.action, r.resourceType, r.resourceName]),
      [
        ["ADDED", "REALM_ROLE", "zz-role"],
        ["SKIPPED", "REALM_ROLE", "manager"],
        ["ADDED", "GROUP", "zz-team"],
        ["SKIPPED", "USER", "alice"],
        ["ADDED", "USER", "zz-skip-new"],
      ],
    );
    assert.equal(result.results[4].id, created[0].id);
    assert.equal(result.results[3].id, alice.id);

    const roles = await acme.admin.users.listRealmRoleMappings({ id: created[0].id! });
    assert.ok(roles.some((r) => r.name === "auditor"));
    const groups = await acme.admin.users.listGroups({ id: created[0].id! });
    assert.deepEqual(
      groups.map((g) => g.path),
      ["/zz-team/zz-sub"],
    );
    const composite = await acme.admin.roles.getCompositeRolesForRealm({ id: result.results[0].id });
    assert.deepEqual(
      composite.map((r) => r.name),
      ["employee"],
    );
    const grant = await fetch(`${acme.server.url}/realms/acme/protocol/openid-connect/token`, {
      method: "POST",
      body: new URLSearchParams({
        grant_type: "password",
        client_id: "admin-cli",
        username: "zz-skip-new",
        password: "Secret-pass-1",
      }),
    });
    assert.equal(grant.status, 200);
  });

  it("overwrites what exists", async () => {
    const before = (await acme.admin.identityProviders.findOne({ alias: "github" }))!;
    const response = await partialImport({
      ifResourceExists: "OVERWRITE",
      identityProviders: [{ ...before, internalId: undefined, displayName: "zz-overwritten" }],
    });
    assert.equal(response.status, 200);
    const result = (await response.json()) as { overwritten: number; results: { action: string; id: string }[] };
    assert.equal(result.overwritten, 1);
    assert.equal(result.results[0].action, "OVERWRITTEN");
    const after = await acme.admin.identityProviders.findOne({ alias: "github" });
    assert.equal(after?.displayName, "zz-overwritten");
    assert.equal(result.results[0].id, after?.internalId);
  });

  it("validates as the create endpoints do and undoes the import when one fails", async () => {
    const response = await partialImport({
      ifResourceExists: "SKIP",
      roles: { realm: [{ name: "zz-undone" }] },
      users: [{ username: "zz-undone-user", groups: ["/no-such-group"] }],
    });
    assert.equal(response.status, 400);
    assert.match(JSON.stringify(await response.json()), /Group \/no-such-group not found/);
    assert.equal((await acme.api("/roles/zz-undone")).status, 404);
    assert.deepEqual(await acme.admin.users.find({ username: "zz-undone-user", exact: true }), []);
  });

  it("refuses an admin without manage-realm, and a type the admin may not create", async () => {
    const helpdesk = await acme.loginAs("helpdesk");
    const denied = await partialImport({ ifResourceExists: "SKIP", users: [] }, await helpdesk.getAccessToken());
    assert.equal(denied.status, 403);
    assert.equal((await partialImport({ ifResourceExists: "MERGE" })).status, 400);

    // a complete profile: Keycloak refuses the password grant to a user its user profile would ask for more
    const { id } = await acme.admin.users.create({
      username: "zz-realm-manager",
      email: "zz-realm-manager@acme.example",
      firstName: "Realm",
      lastName: "Manager",
      enabled: true,
    });
    await acme.admin.users.resetPassword({ id, credential: { type: "password", value: "zz-realm-manager" } });
    const management = (await acme.admin.clients.find({ clientId: "realm-management" }))[0];
    const manageRealm = await acme.admin.clients.findRole({ id: management.id!, roleName: "manage-realm" });
    await acme.admin.users.addClientRoleMappings({
      id,
      clientUniqueId: management.id!,
      roles: [{ id: manageRealm!.id!, name: "manage-realm" }],
    });
    const manager = await acme.loginAs("zz-realm-manager");
    const token = await manager.getAccessToken();
    const roleOnly = await partialImport(
      { ifResourceExists: "SKIP", roles: { realm: [{ name: "zz-managed" }] } },
      token,
    );
    assert.equal(roleOnly.status, 200);
    const withUser = await partialImport({ ifResourceExists: "SKIP", users: [{ username: "zz-not-allowed" }] }, token);
    assert.equal(withUser.status, 403);
    assert.deepEqual(await acme.admin.users.find({ username: "zz-not-allowed", exact: true }), []);
  });

  it("exports clients with their secrets masked, and only what was asked for", async () => {
    const full = await acme.api("/partial-export?exportClients=true&exportGroupsAndRoles=true", { method: "POST" });
    assert.equal(full.status, 200);
    const realm = (await full.json()) as { clients: { clientId: string; secret?: string }[]; groups?: unknown[] };
    const webapp = realm.clients.find((c) => c.clientId === "acme-webapp");
    assert.equal(webapp?.secret, "**********");
    assert.ok(realm.groups?.length);
    assert.doesNotMatch(JSON.stringify(realm), /wQ7pZ1xR9mK3vT5yB8nC2dF6gH4jL0sA/);

    const bare = (await (await acme.api("/partial-export", { method: "POST" })).json()) as Record<string, unknown>;
    // Keycloak leaves out what was not asked for
    assert.equal(bare.clients, undefined);
    assert.equal(bare.groups, undefined);
    assert.equal(bare.users, undefined);
  });

  it("refuses an export to an admin who may not view the realm", async () => {
    const helpdesk = await acme.loginAs("helpdesk");
    const response = await acme.api("/partial-export?exportClients=true", {
      method: "POST",
      token: await helpdesk.getAccessToken(),
    });
    assert.equal(response.status, 403);
  });

  it("deletes a realm with its files and refuses to delete master", async () => {
    assert.equal((await masterApi("", { method: "POST", body: JSON.stringify({ realm: "zz-doomed" }) })).status, 201);
    await acme.server.store.settled();
    const mentions = () =>
      readdirSync(acme.server.dirs.data).filter((file) =>
        readFileSync(join(acme.server.dirs.data, file), "utf8").includes('"zz-doomed"'),
      );
    assert.ok(mentions().length > 0);

    assert.equal((await masterApi("/zz-doomed", { method: "DELETE" })).status, 204);
    await acme.server.store.settled();
    assert.equal((await masterApi("/zz-doomed")).status, 404);
    assert.deepEqual(mentions(), []);

    const master = await masterApi("/master", { method: "DELETE" });
    assert.equal(master.status, 400);
    assert.match(JSON.stringify(await master.json()), /Can't delete master realm/);
  });
});
