// What the console's command palette asks: a master user's admin roles per realm (worked out once per request from
// their composites, so that listing 300 realms stays fast) and the searches it sends per kind, as Keycloak answers.
import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import type KcAdminClient from "@keycloak/keycloak-admin-client";
import { adminClient, passwordGrant, startTestServer, type TestServer } from "./helpers/testServer.js";
import { consoleToken } from "./helpers/codeFlow.js";

describe("command palette searches", () => {
  let server: TestServer;
  let admin: KcAdminClient;
  let token: string;
  const get = async (path: string, bearer = token) => {
    const response = await fetch(`${server.url}/admin/realms/${path}`, {
      headers: { Authorization: `Bearer ${bearer}` },
    });
    assert.equal(response.status, 200, path);
    return response.json();
  };

  before(async () => {
    server = await startTestServer();
    admin = await adminClient(server.url);
    token = (await admin.getAccessToken())!;
    for (const realm of ["north", "south"]) await admin.realms.create({ realm, enabled: true });
    await admin.users.create({
      realm: "north",
      username: "ada",
      email: "ada@lovelace.example",
      firstName: "Ada",
      enabled: true,
    });
    const { id: parent } = await admin.groups.create({ realm: "north", name: "Engineering" });
    await admin.groups.createChildGroup({ realm: "north", id: parent }, { name: "Platform team" });
    const { id: client } = await admin.clients.create({ realm: "north", clientId: "billing-app" });
    await admin.clients.createRole({ realm: "north", id: client, name: "billing-reader" });
    await admin.roles.create({ realm: "north", name: "billing-admin" });

    // a master user who administers "south" alone, through one role of master's south-realm client
    const { id: helper } = await admin.users.create({
      realm: "master",
      username: "south-helper",
      enabled: true,
      credentials: [{ type: "password", value: "helper", temporary: false }],
    });
    const [southClient] = await admin.clients.find({ realm: "master", clientId: "south-realm" });
    const viewUsers = await admin.clients.findRole({ realm: "master", id: southClient.id!, roleName: "view-users" });
    await admin.users.addClientRoleMappings({
      realm: "master",
      id: helper,
      clientUniqueId: southClient.id!,
      roles: [{ id: viewUsers!.id!, name: "view-users" }],
    });
  });
  after(() => server.cleanup());

  it("names every realm to master's admin and only its own realm to a one-realm master user", async () => {
    const all = (await get("master/ui-ext/realms/names?search=th&max=5")) as { name: string }[];
    assert.deepEqual(
      all.map((realm) => realm.name),
      ["north", "south"],
    );
    const grant = await passwordGrant(server.url, "master", "south-helper", "helper");
    const helperToken = (await grant.json()).access_token as string;
    const mine = (await get("master/ui-ext/realms/names?search=th&max=5", helperToken)) as { name: string }[];
    assert.deepEqual(
      mine.map((realm) => realm.name),
      ["south"],
    );
    const whoami = await (
      await fetch(`${server.url}/admin/master/console/whoami?currentRealm=south`, {
        headers: { Authorization: `Bearer ${await consoleToken(server.url, "master", "south-helper", "helper")}` },
      })
    ).json();
    assert.deepEqual(Object.keys(whoami.realm_access), ["south"]);
    assert.deepEqual(whoami.realm_access.south.sort(), ["query-groups", "query-users", "view-users"]);
  });

  it("finds a user by the start of their email (Keycloak's prefix search), a nested group with its path, a client, a realm role and a client role", async () => {
    const users = (await get("north/users?search=ada@lovelace&max=5&briefRepresentation=true")) as {
      username: string;
    }[];
    assert.deepEqual(
      users.map((user) => user.username),
      ["ada"],
    );
    const groups = (await get("north/groups?search=platform&max=5&briefRepresentation=true")) as {
      name: string;
      subGroups: { name: string; path: string }[];
    }[];
    assert.equal(groups[0].name, "Engineering");
    assert.deepEqual(
      groups[0].subGroups.map((group) => group.path),
      ["/Engineering/Platform team"],
    );
    const clients = (await get("north/clients?clientId=billing&search=true&max=5")) as { clientId: string }[];
    assert.deepEqual(
      clients.map((client) => client.clientId),
      ["billing-app"],
    );
    const roles = (await get("north/roles?search=billing&max=5&briefRepresentation=true")) as { name: string }[];
    assert.deepEqual(
      roles.map((role) => role.name),
      ["billing-admin"],
    );
    const clientRoles = (await get("north/ui-ext/available-roles/roles/all?search=billing-reader&first=0&max=5")) as {
      role: string;
      client: string;
    }[];
    assert.deepEqual(
      clientRoles.map(({ role, client }) => [role, client]),
      [["billing-reader", "billing-app"]],
    );
  });

  it("pages the client roles after filtering them, by client id then role name, as the realm's writes leave them", async () => {
    const { id: audit } = await admin.clients.create({ realm: "north", clientId: "audit-app" });
    for (const name of ["zeta-reader", "alpha-reader"])
      await admin.clients.createRole({ realm: "north", id: audit, name });
    const readers = async (paging = "first=0&max=5") =>
      (
        (await get(`north/ui-ext/available-roles/roles/all?search=reader&${paging}`)) as {
          role: string;
          client: string;
        }[]
      ).map(({ role, client }) => `${client}/${role}`);
    assert.deepEqual(await readers(), [
      "audit-app/alpha-reader",
      "audit-app/zeta-reader",
      "billing-app/billing-reader",
    ]);
    assert.deepEqual(await readers("first=1&max=1"), ["audit-app/zeta-reader"]);
    assert.deepEqual(await readers("first=3&max=5"), []);

    await admin.clients.updateRole({ realm: "north", id: audit, roleName: "zeta-reader" }, { name: "aardvark-reader" });
    assert.deepEqual(await readers(), [
      "audit-app/aardvark-reader",
      "audit-app/alpha-reader",
      "billing-app/billing-reader",
    ]);
    await admin.clients.delRole({ realm: "north", id: audit, roleName: "alpha-reader" });
    assert.deepEqual(await readers(), ["audit-app/aardvark-reader", "billing-app/billing-reader"]);
    await admin.clients.update({ realm: "north", id: audit }, { clientId: "zulu-app" });
    assert.deepEqual(await readers(), ["billing-app/billing-reader", "zulu-app/aardvark-reader"]);
    await admin.clients.del({ realm: "north", id: audit });
    assert.deepEqual(await readers(), ["billing-app/billing-reader"]);
  });
});
