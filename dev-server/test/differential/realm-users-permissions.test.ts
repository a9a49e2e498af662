// Fine-grained admin permissions for the realm's users (Users > Permissions): read, enable, disable.
import { differential } from "./differential.js";

differential("realm-users-permissions", {}, (scenario) => {
  scenario("enables and disables the users' permissions", async (api) => {
    await api.get("/users-management-permissions");
    await api.put("/users-management-permissions", { enabled: true });
    await api.get("/users-management-permissions");
    await api.put("/users-management-permissions", { enabled: false });
    await api.get("/users-management-permissions");
  });

  scenario("refuses an admin who may not view or manage the realm", async (api) => {
    const userManager = await api.adminWith("manage-users");
    await api.as(userManager).get("/users-management-permissions");
    const viewer = await api.adminWith("view-realm");
    await api.as(viewer).get("/users-management-permissions");
    await api.as(viewer).put("/users-management-permissions", { enabled: true });
  });

  scenario("answers a body without the switch, and refuses one that is no JSON", async (api) => {
    await api.put("/users-management-permissions", {});
    await api.get("/users-management-permissions");
    await api.put("/users-management-permissions", undefined, { rawBody: "{ not json" });
  });
});
