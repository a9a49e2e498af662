// Realm roles as the console uses them: the list, one role by name, create, update, delete, composites.
import { differential } from "./differential.js";

differential("roles", {}, (scenario) => {
  scenario("creates, reads, lists, updates and deletes a realm role", async (api) => {
    await api.post("/roles", { name: "auditor", description: "Reads the audit log", attributes: { level: ["2"] } });
    await api.get("/roles/auditor");
    await api.get("/roles", { unordered: "name" });
    await api.get("/roles", { query: { search: "aud", first: 0, max: 10 } });
    await api.put("/roles/auditor", { name: "auditor", description: "Reads and exports the audit log" });
    await api.get("/roles/auditor");
    await api.delete("/roles/auditor");
    await api.get("/roles/auditor");
  });

  scenario("refuses an admin who may only view the realm", async (api) => {
    const viewer = await api.adminWith("view-realm");
    await api.as(viewer).get("/roles", { unordered: "name" });
    await api.as(viewer).post("/roles", { name: "not-allowed" });
  });

  scenario("refuses a taken name and a body that is not a role", async (api) => {
    await api.post("/roles", { name: "taken" });
    await api.post("/roles", { name: "taken" });
    await api.post("/roles", undefined, { rawBody: "{not json" });
  });
});
