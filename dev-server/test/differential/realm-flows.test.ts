// Authentication > Flows: the realm's flows, a new flow, a copy, changes to one, its removal, and the console's own
// list of flows with what uses them.
import type { Api } from "./api.js";
import { differential } from "./differential.js";

const flow = { alias: "differential flow", description: "Made by the test", providerId: "basic-flow", topLevel: true };

async function flowId(api: Api, alias: string): Promise<string> {
  const flows = (await api.quietly("GET", "/authentication/flows")).body as { id: string; alias: string }[];
  return flows.find((f) => f.alias === alias)!.id;
}

differential("realm-flows", {}, (scenario) => {
  scenario("lists the built-in flows and what uses them", async (api) => {
    await api.get("/authentication/flows", { unordered: "alias" });
    await api.get("/ui-ext/authentication-management/flows", { unordered: "alias" });
    await api.get(`/authentication/flows/${await flowId(api, "browser")}`);
  });

  scenario("creates, renames, copies and deletes a flow", async (api) => {
    const id = api.idFrom(await api.post("/authentication/flows", flow));
    await api.get(`/authentication/flows/${id}`);
    await api.put(`/authentication/flows/${id}`, { ...flow, id, alias: "renamed flow", description: "Renamed" });
    await api.get(`/authentication/flows/${id}`);
    const copied = await api.post(`/authentication/flows/${encodeURIComponent("renamed flow")}/copy`, {
      newName: "copied flow",
    });
    await api.get(`/authentication/flows/${api.idFrom(copied)}`);
    await api.post("/authentication/flows/browser/copy", { newName: "browser copy" });
    await api.get("/ui-ext/authentication-management/flows", { unordered: "alias" });
    await api.delete(`/authentication/flows/${id}`);
    await api.delete(`/authentication/flows/${api.idFrom(copied)}`);
    await api.get("/authentication/flows", { unordered: "alias" });
  });

  scenario("refuses an admin who may not view or manage the realm", async (api) => {
    const browser = await flowId(api, "browser");
    const userViewer = await api.adminWith("view-users");
    await api.as(userViewer).get("/authentication/flows");
    await api.as(userViewer).get(`/authentication/flows/${browser}`);
    await api.as(userViewer).get("/ui-ext/authentication-management/flows");
    const viewer = await api.adminWith("view-realm");
    await api.as(viewer).get("/ui-ext/authentication-management/flows", { unordered: "alias" });
    await api.as(viewer).post("/authentication/flows", { ...flow, alias: "refused" });
    await api.as(viewer).put(`/authentication/flows/${browser}`, { alias: "browser", description: "refused" });
    await api.as(viewer).post("/authentication/flows/browser/copy", { newName: "refused copy" });
    await api.as(viewer).delete(`/authentication/flows/${browser}`);
  });

  scenario("refuses a taken alias, a built-in flow's removal and unknown flows", async (api) => {
    await api.post("/authentication/flows", { ...flow, alias: "browser" });
    await api.post("/authentication/flows", { ...flow, alias: "" });
    await api.post("/authentication/flows/browser/copy", { newName: "direct grant" });
    await api.post("/authentication/flows/no-such-flow/copy", { newName: "nothing" });
    await api.get("/authentication/flows/no-such-id");
    await api.put("/authentication/flows/no-such-id", { ...flow, id: "no-such-id" });
    await api.delete("/authentication/flows/no-such-id");
    const browser = await flowId(api, "browser");
    await api.delete(`/authentication/flows/${browser}`);
    await api.put(`/authentication/flows/${browser}`, { id: browser, alias: "direct grant", providerId: "basic-flow" });
    await api.put(`/authentication/flows/${browser}`, { alias: "browser", description: "Without its id" });
  });
});
