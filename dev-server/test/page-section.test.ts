// Declarative admin pages: the example UI page provider in serverinfo (with the DECLARATIVE_UI feature on) and its
// components through /components, with Keycloak's permissions (view-realm reads, manage-realm writes).
import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import type KcAdminClient from "@keycloak/keycloak-admin-client";
import { passwordGrant, type TestServer } from "./helpers/testServer.js";
import { startAcmeServer } from "./fixtures/acmeServer.js";

const REALM = "acme";
const PAGE_TYPE = "org.keycloak.services.ui.extend.UiPageProvider";

describe("declarative admin pages", () => {
  let server: TestServer;
  let admin: KcAdminClient;
  let realmId: string;

  const tokenOf = async (username: string, password: string) => {
    const grant = await passwordGrant(server.url, REALM, username, password);
    assert.equal(grant.status, 200);
    return (await grant.json()).access_token as string;
  };
  const call = (token: string, path: string, method = "GET", body?: unknown) =>
    fetch(`${server.url}/admin/realms/${REALM}/${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });

  before(async () => {
    ({ server, admin } = await startAcmeServer());
    realmId = (await admin.realms.findOne({ realm: REALM }))!.id!;
  });
  after(() => server.cleanup());

  it("lists the example page provider with its properties when the feature is on", async () => {
    const info = await admin.serverInfo.find();
    assert.equal(info.features!.find(({ name }) => name === "DECLARATIVE_UI")?.enabled, true);
    const [todo, ...others] = info.componentTypes![PAGE_TYPE];
    assert.deepEqual(others, []);
    assert.equal(todo.id, "Todo");
    assert.equal(
      todo.helpText,
      "An example extension page, from Keycloak's admin UI page quickstart: to-do items kept as realm components.",
    );
    assert.deepEqual(
      todo.properties.map(({ name, label, type }) => [name, label, type]),
      [
        ["name", "Name", "String"],
        ["description", "Description", "Text"],
      ],
    );
  });

  it("names the example page as an example in the admin messages, as an extension's theme would, in each language", async () => {
    const nameIn = async (locale: string) => {
      const response = await fetch(`${server.url}/resources/${REALM}/admin/${locale}`);
      const messages = (await response.json()) as { key: string; value: string }[];
      return messages.find(({ key }) => key === "Todo")?.value;
    };
    assert.equal(await nameIn("en"), "Example: to-do list");
    assert.equal(await nameIn("de"), "Beispiel: To-do-Liste");
    assert.equal(await nameIn("ar"), "مثال: قائمة المهام");
    assert.equal(await nameIn("fr"), "Example: to-do list");
  });

  it("serves the seeded item of the realm as a page component", async () => {
    const items = await admin.components.find({ realm: REALM, type: PAGE_TYPE, parent: realmId });
    assert.deepEqual(
      items.map(({ providerId, providerType, parentId, config }) => ({ providerId, providerType, parentId, config })),
      [
        {
          providerId: "Todo",
          providerType: PAGE_TYPE,
          parentId: realmId,
          config: { name: ["Review admin roles"], description: ["Check who holds manage-realm in acme."] },
        },
      ],
    );
  });

  it("creates, reads, updates and deletes an item", async () => {
    const { id } = await admin.components.create({
      realm: REALM,
      providerId: "Todo",
      providerType: PAGE_TYPE,
      parentId: realmId,
      config: { name: ["Rotate keys"], description: ["Before the audit"] },
    });
    const stored = await admin.components.findOne({ realm: REALM, id });
    assert.deepEqual(stored?.config, { name: ["Rotate keys"], description: ["Before the audit"] });
    await admin.components.update(
      { realm: REALM, id },
      { ...stored, config: { name: ["Rotate keys now"], description: ["Before the audit"] } },
    );
    assert.deepEqual((await admin.components.findOne({ realm: REALM, id }))?.config?.name, ["Rotate keys now"]);
    const listed = await admin.components.find({ realm: REALM, type: PAGE_TYPE, parent: realmId });
    assert.ok(listed.some((item) => item.id === id));
    await admin.components.del({ realm: REALM, id });
    const gone = await call((await admin.getAccessToken())!, `components/${id}`);
    assert.equal(gone.status, 404);
  });

  it("lets a view-realm admin read the items but not change them, and refuses one without view-realm", async () => {
    const password = "ViewerPass123";
    const { id: userId } = await admin.users.create({
      realm: REALM,
      username: "page-viewer",
      enabled: true,
      // a complete profile: Keycloak refuses the password grant to a user its user profile would ask for more
      email: "page-viewer@example.org",
      firstName: "Page",
      lastName: "Viewer",
      credentials: [{ type: "password", value: password, temporary: false }],
    });
    const [realmManagement] = await admin.clients.find({ realm: REALM, clientId: "realm-management" });
    const viewRealm = (await admin.clients.findRole({
      realm: REALM,
      id: realmManagement.id!,
      roleName: "view-realm",
    }))!;
    await admin.users.addClientRoleMappings({
      realm: REALM,
      id: userId,
      clientUniqueId: realmManagement.id!,
      roles: [{ id: viewRealm.id!, name: viewRealm.name! }],
    });
    const viewer = await tokenOf("page-viewer", password);
    const list = await call(viewer, `components?type=${encodeURIComponent(PAGE_TYPE)}&parent=${realmId}`);
    assert.equal(list.status, 200);
    const [seeded] = (await list.json()) as { id: string; config: Record<string, string[]> }[];
    const item = { providerId: "Todo", providerType: PAGE_TYPE, parentId: realmId, config: { name: ["x"] } };
    assert.equal((await call(viewer, "components", "POST", item)).status, 403);
    assert.equal((await call(viewer, `components/${seeded.id}`, "PUT", item)).status, 403);
    assert.equal((await call(viewer, `components/${seeded.id}`, "DELETE")).status, 403);
    assert.deepEqual((await admin.components.findOne({ realm: REALM, id: seeded.id }))?.config?.name, [
      "Review admin roles",
    ]);

    const helpdesk = await tokenOf("helpdesk", "helpdesk");
    assert.equal((await call(helpdesk, `components?type=${encodeURIComponent(PAGE_TYPE)}`)).status, 403);
  });
});
