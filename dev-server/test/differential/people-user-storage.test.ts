// User federation's actions as the console's provider page runs them, against one OpenLDAP directory both servers
// read (never write): full and changed-users sync, a group mapper's sync from the directory, unlink and remove the
// imported users.
import { after } from "node:test";
import { differential } from "./differential.js";
import type { Api } from "./api.js";
import { UNKNOWN_ID } from "./people.js";
import { GROUPS_DN, startSlapd } from "../helpers/slapd.js";
import { ldapProviderRep, LDAP_MAPPER } from "../helpers/ldapProvider.js";
import { closedPort } from "../helpers/smtpSink.js";

const slapd = await startSlapd();
after(() => slapd.stop());

/** a READ_ONLY LDAP provider for the directory, under the scenario's realm; returns its id */
async function directory(api: Api, name: string, url = slapd.url): Promise<string> {
  return api.idFrom(
    await api.quietly("POST", "/components", { ...ldapProviderRep({ url }), name, parentId: api.realm }),
  );
}

/** a READ_ONLY group mapper of the provider; returns its id */
async function groupMapper(api: Api, providerId: string): Promise<string> {
  return api.idFrom(
    await api.quietly("POST", "/components", {
      name: "groups",
      providerId: "group-ldap-mapper",
      providerType: LDAP_MAPPER,
      parentId: providerId,
      config: {
        "groups.dn": [GROUPS_DN],
        "group.name.ldap.attribute": ["cn"],
        "group.object.classes": ["groupOfNames"],
        "membership.ldap.attribute": ["member"],
        "membership.attribute.type": ["DN"],
        mode: ["READ_ONLY"],
        "groups.path": ["/"],
      },
    }),
  );
}

differential("people-user-storage", {}, (scenario) => {
  scenario("syncs the directory's users and groups, unlinks and removes them", async (api) => {
    const id = await directory(api, "synced");
    await api.post(`/user-storage/${id}/sync`, undefined, { query: { action: "triggerFullSync" } });
    await api.post(`/user-storage/${id}/sync`, undefined, { query: { action: "triggerChangedUsersSync" } });
    await api.get("/users/count");
    const mapper = await groupMapper(api, id);
    await api.post(`/user-storage/${id}/mappers/${mapper}/sync`, undefined, { query: { direction: "fedToKeycloak" } });
    await api.get("/groups/count");
    // a READ_ONLY mapper writes nothing to the directory
    await api.post(`/user-storage/${id}/mappers/${mapper}/sync`, undefined, { query: { direction: "keycloakToFed" } });
    await api.post(`/user-storage/${id}/unlink-users`);
    await api.get("/users", { query: { username: "alice", exact: true } });
    await api.quietly("POST", `/user-storage/${id}/sync`, undefined, { query: { action: "triggerFullSync" } });
    await api.post(`/user-storage/${id}/remove-imported-users`);
    await api.get("/users/count");
  });

  scenario("refuses admins who may not manage users", async (api) => {
    const id = await directory(api, "guarded");
    const mapper = await groupMapper(api, id);
    const viewer = api.as(await api.adminWith("view-users", "view-realm"));
    await viewer.post(`/user-storage/${id}/sync`, undefined, { query: { action: "triggerFullSync" } });
    await viewer.post(`/user-storage/${id}/mappers/${mapper}/sync`, undefined, {
      query: { direction: "fedToKeycloak" },
    });
    await viewer.post(`/user-storage/${id}/unlink-users`);
    await viewer.post(`/user-storage/${id}/remove-imported-users`);
  });

  scenario("refuses unknown providers, mappers, actions and directions", async (api) => {
    const id = await directory(api, "mistakes");
    const mapper = await groupMapper(api, id);
    await api.post(`/user-storage/${id}/sync`, undefined, { query: { action: "triggerSomething" } });
    await api.post(`/user-storage/${id}/sync`);
    await api.post(`/user-storage/${id}/mappers/${mapper}/sync`, undefined, { query: { direction: "sideways" } });
    await api.post(`/user-storage/${id}/mappers/${UNKNOWN_ID}/sync`, undefined, {
      query: { direction: "fedToKeycloak" },
    });
    await api.post(`/user-storage/${UNKNOWN_ID}/sync`, undefined, { query: { action: "triggerFullSync" } });
    await api.post(`/user-storage/${UNKNOWN_ID}/unlink-users`);
    await api.post(`/user-storage/${UNKNOWN_ID}/remove-imported-users`);
    await api.post(`/user-storage/${mapper}/unlink-users`);
    await api.post(`/user-storage/${id}/mappers/${mapper}/sync`);
    const unreachable = await directory(api, "unreachable", `ldap://127.0.0.1:${await closedPort()}`);
    await api.post(`/user-storage/${unreachable}/sync`, undefined, { query: { action: "triggerFullSync" } });
  });
});
