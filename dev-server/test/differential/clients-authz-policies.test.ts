// A resource server's policies (the "Policies" tab): one of each type the console offers, created, listed, read
// generically and by type, updated, deleted, and the policies that depend on one.
import { differential } from "./differential.js";
import type { Api } from "./api.js";
import { authz, resourceServer } from "./authzSetup.js";

const REALM = {
  roles: { realm: [{ name: "auditor" }] },
  groups: [{ name: "finance" }],
  users: [{ username: "alice", enabled: true }],
};

/** the ids a policy names, as each server knows them */
async function subjects(api: Api) {
  const role = (await api.quietly("GET", "/roles/auditor")).body as { id: string };
  const [group] = (await api.quietly("GET", "/groups")).body as { id: string }[];
  const [user] = (await api.quietly("GET", "/users", undefined, { query: { username: "alice" } })).body as {
    id: string;
  }[];
  const scopes = (await api.quietly("GET", "/client-scopes")).body as { id: string; name: string }[];
  return { role: role.id, group: group.id, user: user.id, email: scopes.find((s) => s.name === "email")!.id };
}

differential("clients-authz-policies", REALM, (scenario) => {
  scenario("creates and reads a policy of each type", async (api) => {
    const base = authz(await resourceServer(api, "policies"));
    const ids = await subjects(api);
    const client = await api.created("/clients", { clientId: "caller" });
    const policies: [string, Record<string, unknown>][] = [
      ["role", { name: "Auditors", roles: [{ id: ids.role, required: true }], fetchRoles: false }],
      ["user", { name: "Alice", users: [ids.user] }],
      ["group", { name: "Finance", groups: [{ id: ids.group, extendChildren: true }], groupsClaim: "groups" }],
      ["client", { name: "Caller", clients: [client] }],
      ["time", { name: "Office hours", hour: "8", hourEnd: "18", notOnOrAfter: "2030-01-01 00:00:00" }],
      ["regex", { name: "Example mail", targetClaim: "email", pattern: ".*@example\\.org" }],
      ["client-scope", { name: "Email scope", clientScopes: [{ id: ids.email, required: false }] }],
    ];
    for (const [type, body] of policies) {
      const id = (
        (await api.post(`${base}/policy/${type}`, { logic: "POSITIVE", decisionStrategy: "UNANIMOUS", ...body }))
          .body as { id: string }
      ).id;
      await api.get(`${base}/policy/${type}/${id}`);
      await api.get(`${base}/policy/${id}`);
    }
    await api.get(`${base}/policy`, { query: { first: 0, max: 20 }, unordered: "name" });
    await api.get(`${base}/policy`, { query: { name: "Off", type: "time" } });
    await api.get(`${base}/policy`, { query: { permission: false }, unordered: "name" });
  });

  scenario("updates and deletes a policy, and lists the policies depending on one", async (api) => {
    const base = authz(await resourceServer(api, "aggregates"));
    // recorded, so both servers name the two policies' ids in the order they were made
    const timed = async (name: string, hour: string, hourEnd: string) =>
      ((await api.post(`${base}/policy/time`, { name, hour, hourEnd })).body as { id: string }).id;
    const day = await timed("Day", "8", "18");
    const night = await timed("Night", "20", "23");
    const aggregate = { name: "Any time", policies: [day, night], decisionStrategy: "AFFIRMATIVE" };
    const both = (
      (
        await api.post(`${base}/policy/aggregate`, aggregate, {
          differs: {
            fields: ["policies"],
            why: "Keycloak echoes the ids it was sent as a hash set, in no order; associatedPolicies compares them",
          },
        })
      ).body as { id: string }
    ).id;
    await api.get(`${base}/policy/${day}/dependentPolicies`);
    await api.get(`${base}/policy/${both}/associatedPolicies`, { unordered: "name" });
    await api.put(`${base}/policy/time/${day}`, { id: day, name: "Day", hour: "7", hourEnd: "19", logic: "NEGATIVE" });
    await api.get(`${base}/policy/time/${day}`);
    await api.delete(`${base}/policy/${night}`);
    await api.get(`${base}/policy/${both}/associatedPolicies`, { unordered: "name" });
    await api.get(`${base}/policy/${night}`);
  });

  scenario("refuses admins who may not view or manage authorization", async (api) => {
    const base = authz(await resourceServer(api, "guarded"));
    const id = await api.created(`${base}/policy/time`, { name: "Guarded", hour: "8", hourEnd: "18" });
    const viewer = api.as(await api.adminWith("view-authorization"));
    await viewer.get(`${base}/policy`);
    await viewer.get(`${base}/policy/time/${id}`);
    await viewer.get(`${base}/policy/${id}/dependentPolicies`);
    await viewer.post(`${base}/policy/time`, { name: "Other", hour: "1" });
    await viewer.put(`${base}/policy/time/${id}`, { id, name: "Guarded", hour: "2" });
    await viewer.delete(`${base}/policy/${id}`);
    const nobody = api.as(await api.adminWith("view-clients"));
    await nobody.get(`${base}/policy`);
    await nobody.get(`${base}/policy/${id}`);
    await nobody.get(`${base}/policy/time/${id}`);
    await nobody.get(`${base}/policy/${id}/dependentPolicies`);
    await nobody.get(`${base}/policy/${id}/associatedPolicies`);
  });

  // (an unknown user, client or client scope is left out: Keycloak fails on it with 500, the dev server refuses it with
  // 400; Keycloak keeps a policy naming an unknown role without the role, as the dev server does)
  scenario("refuses a taken name, an unknown type and an unknown policy", async (api) => {
    const base = authz(await resourceServer(api, "strict"));
    await api.post(`${base}/policy/time`, { name: "Only", hour: "8" });
    await api.post(`${base}/policy/time`, { name: "Only", hour: "9" });
    await api.post(`${base}/policy/no-such-type`, { name: "Odd" });
    const roleless = await api.created(`${base}/policy/role`, { name: "No roles", roles: [{ id: "no-such-role" }] });
    await api.get(`${base}/policy/role/${roleless}`);
    await api.get(`${base}/policy/no-such-policy`);
    await api.get(`${base}/policy/time/no-such-policy`);
    await api.put(`${base}/policy/time/no-such-policy`, { name: "Ghost" });
    await api.delete(`${base}/policy/no-such-policy`);
    await api.get(`${base}/policy/no-such-policy/dependentPolicies`);
    await api.get(`${base}/policy/no-such-policy/associatedPolicies`);
    await api.get("/clients/no-such-client/authz/resource-server/policy");
  });
});
