// Authentication > a flow's executions: the tree, adding an authenticator and a sub-flow, requirement and priority
// changes, moving up and down, an execution's config, and removal.
import type { Api } from "./api.js";
import { differential } from "./differential.js";

type Execution = { id: string; displayName: string; providerId?: string; authenticationConfig?: string };

const executions = async (api: Api, flow: string) =>
  (await api.quietly("GET", `/authentication/flows/${encodeURIComponent(flow)}/executions`)).body as Execution[];

differential("realm-executions", {}, (scenario) => {
  scenario("shows the built-in flows' executions and their configs", async (api) => {
    for (const flow of ["browser", "first broker login", "registration", "clients", "direct grant"])
      await api.get(`/authentication/flows/${encodeURIComponent(flow)}/executions`);
    const [review] = await executions(api, "first broker login");
    await api.get(`/authentication/config/${review.authenticationConfig}`);
    await api.get(`/authentication/executions/${review.id}`);
  });

  scenario("builds a flow: authenticators, a sub-flow, requirements, order and a config", async (api) => {
    await api.post("/authentication/flows", { alias: "built", providerId: "basic-flow", topLevel: true });
    await api.post("/authentication/flows/built/executions/execution", { provider: "auth-username-password-form" });
    await api.post("/authentication/flows/built/executions/execution", { provider: "auth-otp-form" });
    await api.post("/authentication/flows/built/executions/flow", {
      alias: "built second factor",
      type: "basic-flow",
      provider: "registration-page-form",
      description: "The second factor",
    });
    await api.post(`/authentication/flows/${encodeURIComponent("built second factor")}/executions/execution`, {
      provider: "conditional-user-role",
    });
    await api.get("/authentication/flows/built/executions");
    const [password, otp] = await executions(api, "built");
    await api.put("/authentication/flows/built/executions", { ...otp, requirement: "ALTERNATIVE" });
    await api.post(`/authentication/executions/${otp.id}/raise-priority`);
    await api.post(`/authentication/executions/${password.id}/lower-priority`);
    await api.get("/authentication/flows/built/executions");
    const config = await api.post(`/authentication/executions/${otp.id}/config`, {
      alias: "otp settings",
      config: { note: "kept" },
    });
    const configId = api.idFrom(config);
    await api.get(`/authentication/config/${configId}`);
    await api.put(`/authentication/config/${configId}`, { alias: "otp settings", config: { note: "changed" } });
    await api.get(`/authentication/config/${configId}`);
    await api.get("/authentication/flows/built/executions");
    await api.delete(`/authentication/config/${configId}`);
    await api.delete(`/authentication/executions/${password.id}`);
    await api.get("/authentication/flows/built/executions");
  });

  scenario("describes an authenticator's config", async (api) => {
    for (const provider of [
      "auth-otp-form",
      "idp-review-profile",
      "conditional-user-role",
      "identity-provider-redirector",
    ])
      await api.get(`/authentication/config-description/${provider}`);
  });

  scenario("refuses an admin who may not view or manage the realm", async (api) => {
    const [cookie] = await executions(api, "browser");
    const [review] = await executions(api, "first broker login");
    const userViewer = await api.adminWith("view-users");
    await api.as(userViewer).get("/authentication/flows/browser/executions");
    await api.as(userViewer).get("/authentication/config-description/auth-otp-form");
    await api.as(userViewer).get(`/authentication/config/${review.authenticationConfig}`);
    const viewer = await api.adminWith("view-realm");
    await api.as(viewer).get("/authentication/flows/browser/executions");
    await api.as(viewer).post("/authentication/flows/browser/executions/execution", { provider: "auth-otp-form" });
    await api
      .as(viewer)
      .post("/authentication/flows/browser/executions/flow", { alias: "refused", type: "basic-flow" });
    await api.as(viewer).put("/authentication/flows/browser/executions", { ...cookie, requirement: "REQUIRED" });
    await api.as(viewer).post(`/authentication/executions/${cookie.id}/lower-priority`);
    await api.as(viewer).post(`/authentication/executions/${cookie.id}/config`, { alias: "refused", config: {} });
    await api.as(viewer).delete(`/authentication/executions/${cookie.id}`);
  });

  scenario("refuses unknown executions, providers, configs and a taken sub-flow alias", async (api) => {
    await api.get("/authentication/flows/no-such-flow/executions");
    await api.post("/authentication/flows/browser/executions/execution", { provider: "no-such-authenticator" });
    await api.post("/authentication/flows/browser/executions/flow", { alias: "forms", type: "basic-flow" });
    await api.put("/authentication/flows/browser/executions", { id: "no-such-execution", requirement: "REQUIRED" });
    await api.post("/authentication/executions/no-such-execution/raise-priority");
    await api.delete("/authentication/executions/no-such-execution");
    await api.get("/authentication/config/no-such-config");
    await api.get("/authentication/config-description/no-such-authenticator");
    const [cookie] = await executions(api, "browser");
    await api.post(`/authentication/executions/${cookie.id}/config`, { alias: "", config: {} });
  });
});
