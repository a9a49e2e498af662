// A resource server's permissions (the "Permissions" tab): resource-based and scope-based ones created, listed, read,
// updated, and the resources, scopes and policies a permission names.
import { differential } from "./differential.js";
import { authz, resourceServer } from "./authzSetup.js";

differential("clients-authz-permissions", {}, (scenario) => {
  scenario("creates, lists, reads and updates resource and scope permissions", async (api) => {
    const base = authz(await resourceServer(api, "permissions"));
    const read = await api.created(`${base}/scope`, { name: "read" });
    const invoice = await api.created(`${base}/resource`, { name: "Invoice", scopes: [{ name: "read" }] });
    const day = await api.created(`${base}/policy/time`, { name: "Day", hour: "8", hourEnd: "18" });
    const byResource = (
      (
        await api.post(`${base}/permission/resource`, {
          name: "Invoices by day",
          resources: [invoice],
          policies: [day],
        })
      ).body as { id: string }
    ).id;
    const byScope = (
      (
        await api.post(`${base}/permission/scope`, {
          name: "Reading by day",
          resources: [invoice],
          scopes: [read],
          policies: [day],
          decisionStrategy: "AFFIRMATIVE",
        })
      ).body as { id: string }
    ).id;
    await api.get(`${base}/permission`, { query: { first: 0, max: 10 }, unordered: "name" });
    await api.get(`${base}/permission`, { query: { name: "Invoices", resource: invoice } });
    await api.get(`${base}/permission/resource/${byResource}`);
    await api.get(`${base}/permission/scope/${byScope}`);
    await api.get(`${base}/policy/${byScope}/resources`);
    await api.get(`${base}/policy/${byScope}/scopes`);
    await api.get(`${base}/policy/${byScope}/associatedPolicies`);
    await api.put(`${base}/permission/resource/${byResource}`, {
      id: byResource,
      name: "Invoices by day",
      description: "Only while the office is open",
      resources: [invoice],
      policies: [day],
    });
    await api.get(`${base}/permission/resource/${byResource}`);
    await api.get(`${base}/policy/${day}/dependentPolicies`, { unordered: "name" });
  });

  scenario("a resource-type permission", async (api) => {
    const base = authz(await resourceServer(api, "typed"));
    const day = await api.created(`${base}/policy/time`, { name: "Day", hour: "8", hourEnd: "18" });
    const id = (
      (
        await api.post(`${base}/permission/resource`, {
          name: "All invoices",
          resourceType: "urn:invoice",
          policies: [day],
        })
      ).body as { id: string }
    ).id;
    await api.get(`${base}/permission/resource/${id}`);
    await api.get(`${base}/policy/${id}/resources`);
  });

  scenario("refuses admins who may not view or manage authorization", async (api) => {
    const base = authz(await resourceServer(api, "guarded"));
    const resource = await api.created(`${base}/resource`, { name: "Secret" });
    const id = (
      (await api.quietly("POST", `${base}/permission/resource`, { name: "Secret access", resources: [resource] }))
        .body as { id: string }
    ).id;
    const viewer = api.as(await api.adminWith("view-authorization"));
    await viewer.get(`${base}/permission`);
    await viewer.get(`${base}/permission/resource/${id}`);
    await viewer.post(`${base}/permission/resource`, { name: "Other", resources: [resource] });
    await viewer.put(`${base}/permission/resource/${id}`, { id, name: "Secret access", resources: [resource] });
    const nobody = api.as(await api.adminWith("view-clients"));
    await nobody.get(`${base}/permission`);
    await nobody.get(`${base}/permission/resource/${id}`);
    await nobody.get(`${base}/policy/${id}/resources`);
    await nobody.get(`${base}/policy/${id}/scopes`);
  });

  // (an unknown resource is left out: Keycloak fails on it with 500, the dev server refuses it with 400)
  scenario("refuses a taken name, an unknown scope and an unknown permission", async (api) => {
    const base = authz(await resourceServer(api, "strict"));
    const resource = await api.created(`${base}/resource`, { name: "Thing" });
    await api.post(`${base}/permission/resource`, { name: "Only", resources: [resource] });
    await api.post(`${base}/permission/resource`, { name: "Only", resources: [resource] });
    await api.post(`${base}/permission/scope`, { name: "No scope", scopes: ["no-such-scope"] });
    await api.get(`${base}/permission/resource/no-such-permission`);
    await api.put(`${base}/permission/resource/no-such-permission`, { name: "Ghost" });
    await api.get(`${base}/policy/no-such-permission/resources`);
    await api.get(`${base}/policy/no-such-permission/scopes`);
    await api.get("/clients/no-such-client/authz/resource-server/permission");
  });
});
