// Login events as the console reads them: their settings, the events a password grant records (signed in, and
// refused), read with the filters the console offers, and cleared.
import type { Api } from "./api.js";
import { differential } from "./differential.js";

const today = new Date().toISOString().slice(0, 10);

async function signIn(api: Api, username: string, password: string) {
  await fetch(`${api.target.url}/realms/${api.realm}/protocol/openid-connect/token`, {
    method: "POST",
    body: new URLSearchParams({ grant_type: "password", client_id: "admin-cli", username, password }),
  });
}

async function user(api: Api, username: string): Promise<string> {
  const body = {
    username,
    enabled: true,
    email: `${username}@example.org`,
    firstName: "Event",
    lastName: username,
    credentials: [{ type: "password", value: `${username}-pass`, temporary: false }],
  };
  return api.idFrom(await api.quietly("POST", "/users", body));
}

differential("brokering-events", {}, (scenario) => {
  scenario("reads and changes the events settings", async (api) => {
    await api.get("/events/config", { sets: ["enabledEventTypes"] });
    await api.put("/events/config", {
      eventsEnabled: true,
      eventsExpiration: 3600,
      eventsListeners: ["jboss-logging"],
      enabledEventTypes: ["LOGIN", "LOGIN_ERROR", "LOGOUT"],
      adminEventsEnabled: true,
      adminEventsDetailsEnabled: true,
    });
    await api.get("/events/config", { sets: ["enabledEventTypes"] });
    // what the request leaves out of eventsEnabled and eventsExpiration is switched off, the rest kept
    await api.put("/events/config", { adminEventsEnabled: false });
    await api.get("/events/config", { sets: ["enabledEventTypes"] });
    await api.put("/events/config", { eventsEnabled: true, enabledEventTypes: [] });
    await api.get("/events/config", { sets: ["enabledEventTypes"] });
  });

  scenario("records sign-ins and refusals, read with filters, and clears them", async (api) => {
    await api.quietly("PUT", "/events/config", { eventsEnabled: true, enabledEventTypes: ["LOGIN", "LOGIN_ERROR"] });
    const ann = await user(api, "ann");
    await user(api, "bob");
    await signIn(api, "ann", "ann-pass");
    await signIn(api, "bob", "bob-pass");
    await signIn(api, "ann", "wrong");
    await api.get("/events");
    await api.get("/events", { query: { type: "LOGIN_ERROR" } });
    await api.get("/events", { query: { user: ann } });
    await api.get("/events", { query: { client: "admin-cli", type: "LOGIN", first: 1, max: 1 } });
    await api.get("/events", { query: { dateFrom: today, dateTo: today, max: 2 } });
    await api.get("/events", { query: { dateTo: "2000-01-01" } });
    await api.delete("/events");
    await api.get("/events");
  });

  scenario("refuses an admin who may only view the realm", async (api) => {
    const viewer = await api.adminWith("view-realm");
    await api.as(viewer).get("/events");
    await api.as(viewer).get("/events/config", { sets: ["enabledEventTypes"] });
    await api.as(viewer).put("/events/config", { eventsEnabled: true });
    await api.as(viewer).delete("/events");
    const reader = await api.adminWith("view-events");
    await api.as(reader).get("/events/config", { sets: ["enabledEventTypes"] });
    await api.as(reader).put("/events/config", { eventsEnabled: true });
    await api.as(reader).delete("/events");
  });

  scenario("refuses a malformed date, an unknown listener and an unknown realm", async (api) => {
    await api.get("/events", { query: { dateFrom: "yesterday" } });
    await api.get("/events", { query: { dateTo: "2024-13-45" } });
    await api.put("/events/config", { eventsListeners: ["no-such-listener"] });
    await api.put("/events/config", { enabledEventTypes: ["NO_SUCH_TYPE"] });
    await api.get("/admin/realms/no-such-realm/events/config");
    await api.delete("/admin/realms/no-such-realm/events");
  });
});
