// The realm itself as the console reads and writes it: create, read, update, delete, the realm selector's names and
// who the signed-in admin is.
import { differential } from "./differential.js";

// one name for both servers' runs of a scenario, unique on the shared Keycloak
const extra = `realmcfg-crud-${Math.random().toString(36).slice(2, 8)}`;

differential("realm-crud", {}, (scenario) => {
  scenario("reads and updates the realm", async (api) => {
    await api.get("");
    await api.put("", {
      displayName: "Differential",
      loginWithEmailAllowed: false,
      accessTokenLifespan: 600,
      supportedLocales: ["en", "de"],
      internationalizationEnabled: true,
      defaultLocale: "en",
      attributes: { frontendUrl: "", cibaInterval: "7" },
      passwordPolicy: "length(8) and digits(1)",
    });
    await api.get("", { sets: ["supportedLocales"] });
    // a policy left in place would refuse the passwords of the other scenarios' admins
    await api.put("", { attributes: { custom: "kept" }, supportedLocales: [], passwordPolicy: "" });
    await api.get("", { sets: ["supportedLocales"] });
  });

  scenario("creates and deletes a realm", async (api) => {
    await api.post("/admin/realms", { realm: extra, enabled: true, displayName: "Extra" });
    await api.get(`/admin/realms/${extra}`);
    await api.delete(`/admin/realms/${extra}`);
    await api.get(`/admin/realms/${extra}`);
  });

  scenario("lists realm names for the realm selector and tells who is signed in", async (api) => {
    await api.get("/ui-ext/realms/names", { query: { search: api.realm, first: 0, max: 10 } });
    const viewer = await api.throughConsole(await api.adminWith("view-realm", "view-users"));
    await api.as(viewer).get("/ui-ext/realms/names");
    const whoami = { query: { currentRealm: api.realm }, sets: ["realm_access.*"] };
    await api.as(viewer).get(`/admin/${api.realm}/console/whoami`, whoami);
    // the console asks about a realm in its address that the server does not have before it says so
    const missing = { ...whoami, query: { currentRealm: "realmcfg-no-such-realm" } };
    await api.as(viewer).get(`/admin/${api.realm}/console/whoami`, missing);
  });

  scenario("shows a realm admin without view-realm only what every admin may know", async (api) => {
    const userViewer = await api.adminWith("view-users");
    await api.as(userViewer).get("");
    const nobody = await api.adminWith();
    await api.as(nobody).get("");
    await api.as(nobody).get("/ui-ext/realms/names");
    await api.as(await api.throughConsole(nobody)).get(`/admin/${api.realm}/console/whoami`);
  });

  scenario("refuses writes to an admin who may only view the realm", async (api) => {
    const viewer = await api.adminWith("view-realm");
    await api.as(viewer).put("", { displayName: "Not allowed" });
    await api.as(viewer).delete("");
    await api.as(viewer).post("/admin/realms", { realm: `${extra}-refused`, enabled: true });
    await api.as(viewer).get(`/admin/${api.realm}/console/whoami`);
    await api.as(await api.throughConsole(viewer)).get("/admin/master/console/whoami");
  });

  scenario("refuses a taken name, an unknown realm and an invalid password policy", async (api) => {
    await api.post("/admin/realms", { realm: api.realm, enabled: true });
    await api.post("/admin/realms", { enabled: true });
    await api.post("/admin/realms", { realm: `${extra} bad/name`, enabled: true });
    await api.get("/admin/realms/realmcfg-no-such-realm");
    await api.get("/admin/realmcfg-no-such-realm/console/whoami");
    await api.get("/ui-ext/realms/names", { query: { first: "x" } });
    await api.put("/admin/realms/realmcfg-no-such-realm", { displayName: "Nobody" });
    await api.delete("/admin/realms/realmcfg-no-such-realm");
    await api.put("", { passwordPolicy: "noSuchPolicy(3)" });
    await api.put("", { realm: "master" });
  });
});
