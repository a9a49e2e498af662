// The providers the flow editor offers: authenticators, client authenticators, form actions and forms, each
// provider's configuration description, and the client authenticators' per-client configuration.
import { differential } from "./differential.js";

differential("realm-auth-providers", {}, (scenario) => {
  scenario("lists the providers and describes their configuration", async (api) => {
    for (const list of ["authenticator", "client-authenticator", "form-action", "form"])
      await api.get(`/authentication/${list}-providers`, { unordered: "id" });
    await api.get("/authentication/per-client-config-description");
    for (const provider of ["auth-cookie", "conditional-credential", "client-jwt", "registration-password-action"])
      await api.get(`/authentication/config-description/${provider}`);
  });

  scenario("refuses an admin who may not view the realm", async (api) => {
    const userViewer = await api.adminWith("view-users");
    for (const list of ["authenticator", "form-action", "form"])
      await api.as(userViewer).get(`/authentication/${list}-providers`);
    await api.as(userViewer).get("/authentication/per-client-config-description");
    const clientViewer = await api.adminWith("view-clients");
    await api.as(clientViewer).get("/authentication/client-authenticator-providers", { unordered: "id" });
  });

  scenario("answers a provider that is not one", async (api) => {
    await api.get("/authentication/config-description/registration-page-form");
    await api.get("/authentication/config-description/no-such-provider");
  });
});
