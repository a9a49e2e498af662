// Authentication > Required actions: the list, switching one on and off, as default, its order, its configuration,
// and registering one the realm has not.
import { differential } from "./differential.js";

differential("realm-required-actions", {}, (scenario) => {
  scenario("lists, changes and orders the required actions", async (api) => {
    await api.get("/authentication/required-actions");
    await api.get("/authentication/unregistered-required-actions");
    await api.get("/ui-ext/authentication-management/required-actions");
    await api.get("/authentication/required-actions/TERMS_AND_CONDITIONS");
    await api.put("/authentication/required-actions/TERMS_AND_CONDITIONS", {
      alias: "TERMS_AND_CONDITIONS",
      name: "Terms and Conditions",
      providerId: "TERMS_AND_CONDITIONS",
      enabled: true,
      defaultAction: true,
      priority: 20,
      config: {},
    });
    await api.post("/authentication/required-actions/VERIFY_EMAIL/raise-priority");
    await api.post("/authentication/required-actions/UPDATE_PROFILE/lower-priority");
    await api.get("/authentication/required-actions");
    // a default action would stop the other scenarios' admins from signing in
    await api.put("/authentication/required-actions/TERMS_AND_CONDITIONS", {
      alias: "TERMS_AND_CONDITIONS",
      enabled: false,
      defaultAction: false,
    });
    await api.get("/authentication/required-actions/TERMS_AND_CONDITIONS");
  });

  scenario("configures a required action", async (api) => {
    for (const alias of ["UPDATE_PASSWORD", "CONFIGURE_RECOVERY_AUTHN_CODES", "UPDATE_EMAIL", "delete_account"])
      await api.get(`/authentication/required-actions/${alias}/config-description`);
    await api.get("/authentication/required-actions/VERIFY_EMAIL/config");
    await api.put("/authentication/required-actions/VERIFY_EMAIL/config", {
      config: { max_auth_age: "600", emailResendCooldownSeconds: "60" },
    });
    await api.get("/authentication/required-actions/VERIFY_EMAIL/config");
    await api.get("/authentication/required-actions/VERIFY_EMAIL");
    await api.delete("/authentication/required-actions/VERIFY_EMAIL/config");
    await api.get("/authentication/required-actions/VERIFY_EMAIL/config");
  });

  scenario("registers a required action the realm has not", async (api) => {
    await api.delete("/authentication/required-actions/delete_credential");
    await api.get("/authentication/unregistered-required-actions");
    await api.post("/authentication/register-required-action", {
      providerId: "delete_credential",
      name: "Delete Credential",
    });
    await api.get("/authentication/required-actions/delete_credential");
    await api.get("/authentication/unregistered-required-actions");
  });

  scenario("refuses an admin who may not view or manage the realm", async (api) => {
    // a user's required actions are offered to every admin who may see users: only an admin of nothing is refused
    const nobody = await api.adminWith();
    await api.as(nobody).get("/authentication/required-actions");
    await api.as(nobody).get("/ui-ext/authentication-management/required-actions");
    const userViewer = await api.adminWith("view-users");
    await api.as(userViewer).get("/authentication/required-actions");
    await api.as(userViewer).get("/authentication/unregistered-required-actions");
    await api.as(userViewer).get("/ui-ext/authentication-management/required-actions");
    await api.as(userViewer).get("/authentication/required-actions/UPDATE_PASSWORD/config-description");
    await api.as(userViewer).get("/authentication/required-actions/UPDATE_PASSWORD/config");
    const viewer = await api.adminWith("view-realm");
    await api.as(viewer).get("/authentication/required-actions/UPDATE_PASSWORD/config");
    await api.as(viewer).put("/authentication/required-actions/UPDATE_PASSWORD", { alias: "UPDATE_PASSWORD" });
    await api.as(viewer).put("/authentication/required-actions/UPDATE_PASSWORD/config", { config: {} });
    await api.as(viewer).post("/authentication/required-actions/UPDATE_PASSWORD/raise-priority");
    await api.as(viewer).post("/authentication/required-actions/UPDATE_PASSWORD/lower-priority");
    await api.as(viewer).post("/authentication/register-required-action", { providerId: "x", name: "x" });
  });

  scenario("refuses unknown actions, an unconfigurable one and an invalid config", async (api) => {
    await api.get("/authentication/required-actions/NO_SUCH_ACTION");
    await api.put("/authentication/required-actions/NO_SUCH_ACTION", { alias: "NO_SUCH_ACTION" });
    await api.post("/authentication/required-actions/NO_SUCH_ACTION/lower-priority");
    await api.post("/authentication/required-actions/NO_SUCH_ACTION/raise-priority");
    await api.get("/authentication/required-actions/NO_SUCH_ACTION/config-description");
    await api.get("/authentication/required-actions/delete_account/config");
    await api.put("/authentication/required-actions/UPDATE_PASSWORD/config", { config: { max_auth_age: "-1" } });
    await api.post("/authentication/register-required-action", { providerId: "no-such-provider", name: "Nothing" });
    await api.post("/authentication/register-required-action", { providerId: "UPDATE_PASSWORD", name: "Again" });
  });
});
