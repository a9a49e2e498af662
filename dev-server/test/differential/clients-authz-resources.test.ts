// A resource server's resources (the "Resources" tab): create, search, read, update, delete, and a resource's scopes
// and permissions.
import { differential } from "./differential.js";
import { authz, resourceServer } from "./authzSetup.js";

const INVOICE = {
  name: "Invoice",
  displayName: "Invoices",
  type: "urn:billing:invoice",
  uris: ["/invoices/*"],
  ownerManagedAccess: false,
  attributes: { department: ["finance"] },
  scopes: [{ name: "read" }, { name: "write" }],
};

differential("clients-authz-resources", {}, (scenario) => {
  scenario("creates, searches, reads, updates and deletes a resource", async (api) => {
    const base = authz(await resourceServer(api, "billing"));
    const created = await api.post(`${base}/resource`, INVOICE);
    const id = (created.body as { _id: string })._id;
    await api.get(`${base}/resource`, { unordered: "name" });
    await api.get(`${base}/resource`, { query: { name: "Inv", first: 0, max: 10, deep: false } });
    await api.get(`${base}/resource`, { query: { type: "urn:billing:invoice", deep: true } });
    await api.get(`${base}/resource`, { query: { uri: "/invoices/*" } });
    await api.get(`${base}/resource/${id}`);
    await api.put(`${base}/resource/${id}`, {
      ...INVOICE,
      _id: id,
      displayName: "All invoices",
      scopes: [{ name: "read" }],
    });
    await api.get(`${base}/resource/${id}`);
    await api.delete(`${base}/resource/${id}`);
    await api.get(`${base}/resource/${id}`);
  });

  scenario("lists a resource's scopes and permissions", async (api) => {
    const base = authz(await resourceServer(api, "payroll"));
    const id = await api.created(`${base}/resource`, INVOICE);
    const policy = await api.created(`${base}/policy/time`, { name: "Daytime", hour: "8", hourEnd: "18" });
    await api.quietly("POST", `${base}/permission/resource`, {
      name: "Invoice permission",
      resources: [id],
      policies: [policy],
    });
    await api.get(`${base}/resource/${id}/scopes`, { unordered: "name" });
    await api.get(`${base}/resource/${id}/permissions`);
    await api.get(`${base}/resource/${id}/attributes`);
  });

  scenario("refuses admins who may not view or manage authorization", async (api) => {
    const base = authz(await resourceServer(api, "guarded"));
    const id = await api.created(`${base}/resource`, INVOICE);
    const viewer = api.as(await api.adminWith("view-authorization"));
    await viewer.get(`${base}/resource`, { unordered: "name" });
    await viewer.get(`${base}/resource/${id}/scopes`, { unordered: "name" });
    await viewer.post(`${base}/resource`, { name: "Other" });
    await viewer.put(`${base}/resource/${id}`, { ...INVOICE, _id: id });
    await viewer.delete(`${base}/resource/${id}`);
    const nobody = api.as(await api.adminWith("view-clients"));
    await nobody.get(`${base}/resource`);
    await nobody.get(`${base}/resource/${id}`);
    await nobody.get(`${base}/resource/${id}/permissions`);
    await nobody.get(`${base}/resource/${id}/scopes`);
  });

  scenario("refuses a taken name, a missing name and an unknown resource", async (api) => {
    const base = authz(await resourceServer(api, "strict"));
    await api.post(`${base}/resource`, { name: "Only" });
    await api.post(`${base}/resource`, { name: "Only" });
    await api.post(`${base}/resource`, { type: "nameless" });
    await api.get(`${base}/resource/no-such-resource`);
    await api.put(`${base}/resource/no-such-resource`, { name: "Ghost" });
    await api.delete(`${base}/resource/no-such-resource`);
    await api.get(`${base}/resource/no-such-resource/scopes`);
    await api.get(`${base}/resource/no-such-resource/permissions`);
    await api.get("/clients/no-such-client/authz/resource-server/resource");
  });
});
