// A resource server's "Evaluate" tab: what its permissions decide for a user, a role or a client, by resource and
// scope.
import { differential } from "./differential.js";
import { authz, resourceServer } from "./authzSetup.js";

const REALM = {
  roles: { realm: [{ name: "clerk" }] },
  users: [
    { username: "carol", enabled: true, realmRoles: ["clerk"] },
    { username: "dave", enabled: true },
  ],
};

async function setUp(api: import("./api.js").Api, clientId: string) {
  const client = await resourceServer(api, clientId);
  const base = authz(client);
  const role = (await api.quietly("GET", "/roles/clerk")).body as { id: string };
  await api.created(`${base}/scope`, { name: "view" });
  const ledger = await api.created(`${base}/resource`, { name: "Ledger", scopes: [{ name: "view" }] });
  const clerks = await api.created(`${base}/policy/role`, {
    name: "Clerks",
    roles: [{ id: role.id, required: false }],
  });
  await api.quietly("POST", `${base}/permission/resource`, {
    name: "Ledger for clerks",
    resources: [ledger],
    policies: [clerks],
  });
  const users = (await api.quietly("GET", "/users")).body as { id: string; username: string }[];
  const userId = (name: string) => users.find((u) => u.username === name)!.id;
  return { client, base, ledger, carol: userId("carol"), dave: userId("dave") };
}

differential("clients-authz-evaluate", REALM, (scenario) => {
  scenario("evaluates the permissions for a user who may and one who may not", async (api) => {
    const { client, base, ledger, carol, dave } = await setUp(api, "ledger");
    for (const userId of [carol, dave])
      await api.post(`${base}/policy/evaluate`, {
        clientId: client,
        userId,
        roleIds: [],
        resources: [{ _id: ledger }],
        entitlements: false,
        context: { attributes: {} },
      });
    await api.post(`${base}/policy/evaluate`, { clientId: client, userId: dave, roleIds: ["clerk"], resources: [] });
  });

  scenario("refuses an admin who may only view clients", async (api) => {
    const { client, base, carol } = await setUp(api, "guarded");
    const nobody = api.as(await api.adminWith("view-clients"));
    await nobody.post(`${base}/policy/evaluate`, { clientId: client, userId: carol, resources: [] });
    const viewer = api.as(await api.adminWith("view-authorization"));
    await viewer.post(`${base}/policy/evaluate`, { clientId: client, userId: carol, resources: [] });
  });

  // (an unknown user or client, or no user at all, is left out: Keycloak fails on them with 500, the dev server
  // refuses them with 400)
  scenario("refuses an unknown client and a client without authorization services", async (api) => {
    const { carol } = await setUp(api, "strict");
    const plain = await api.created("/clients", { clientId: "plain" });
    await api.post(`/clients/${plain}/authz/resource-server/policy/evaluate`, { userId: carol, resources: [] });
    await api.post("/clients/no-such-client/authz/resource-server/policy/evaluate", { userId: carol, resources: [] });
  });
});
