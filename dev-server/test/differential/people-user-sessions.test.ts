// A user's sessions as the console's sessions tab and the realm's session list show them, signing out, impersonation,
// and the execute-actions email (sent to a local SMTP sink, so Keycloak has somewhere to send it).
import { after } from "node:test";
import { differential } from "./differential.js";
import { clientUuid, createUser, signIn, UNKNOWN_ID } from "./people.js";
import { startSmtpSink } from "../helpers/smtpSink.js";

const sink = await startSmtpSink();
after(() => sink.close());

const realm = {
  smtpServer: { host: "127.0.0.1", port: String(sink.port), from: "no-reply@example.org" },
  clients: [{ clientId: "portal", publicClient: true, redirectUris: ["https://portal.example.org/*"] }],
};
const PASSWORD = { type: "password", value: "session-Secret-1", temporary: false };

differential("people-user-sessions", realm, (scenario) => {
  scenario("lists a signed-in user's sessions and signs the user out", async (api) => {
    // a complete profile: Keycloak refuses a sign-in with "Account is not fully set up" otherwise
    const id = await createUser(api, "traveller", {
      credentials: [PASSWORD],
      email: "traveller@example.org",
      firstName: "Tra",
      lastName: "Veller",
    });
    await api.get(`/users/${id}/sessions`);
    await signIn(api, "traveller", PASSWORD.value);
    await signIn(api, "traveller", PASSWORD.value, "openid offline_access");
    await api.get(`/users/${id}/sessions`);
    await api.get(`/users/${id}/offline-sessions/${await clientUuid(api, "admin-cli")}`);
    await api.get("/ui-ext/sessions", { query: { first: 0, max: 10 } });
    await api.get("/ui-ext/sessions", { query: { type: "OFFLINE", search: "travel" } });
    await api.post(`/users/${id}/logout`);
    await api.get(`/users/${id}/sessions`);
    await api.get(`/users/${id}`);
  });

  scenario("impersonates a user", async (api) => {
    const id = await createUser(api, "impersonated");
    await api.post(`/users/${id}/impersonation`);
    await api.put(`/users/${id}`, { enabled: false });
    await api.post(`/users/${id}/impersonation`);
  });

  scenario("sends a user the email to run required actions", async (api) => {
    const id = await createUser(api, "emailed", { email: "emailed@example.org" });
    await api.put(`/users/${id}/execute-actions-email`, ["UPDATE_PASSWORD", "VERIFY_EMAIL"]);
    await api.put(`/users/${id}/execute-actions-email`, ["UPDATE_PASSWORD"], {
      query: { client_id: "portal", redirect_uri: "https://portal.example.org/back", lifespan: 600 },
    });
  });

  scenario("refuses admins who may not see sessions, sign out, impersonate or send email", async (api) => {
    const id = await createUser(api, "guarded", { email: "guarded@example.org" });
    const nobody = api.as(await api.adminWith());
    await nobody.get(`/users/${id}/sessions`);
    await nobody.get("/ui-ext/sessions");
    const viewer = api.as(await api.adminWith("view-users"));
    await viewer.get(`/users/${id}/sessions`);
    await viewer.post(`/users/${id}/logout`);
    await viewer.post(`/users/${id}/impersonation`);
    await viewer.put(`/users/${id}/execute-actions-email`, ["UPDATE_PASSWORD"]);
  });

  scenario("refuses what cannot be emailed and unknown users", async (api) => {
    const plain = await createUser(api, "no-email");
    const disabled = await createUser(api, "disabled", { email: "disabled@example.org", enabled: false });
    const id = await createUser(api, "mailable", { email: "mailable@example.org" });
    await api.put(`/users/${plain}/execute-actions-email`, ["UPDATE_PASSWORD"]);
    await api.put(`/users/${disabled}/execute-actions-email`, ["UPDATE_PASSWORD"]);
    await api.put(`/users/${id}/execute-actions-email`, ["NO_SUCH_ACTION"]);
    await api.put(`/users/${id}/execute-actions-email`, ["UPDATE_PASSWORD"], {
      query: { redirect_uri: "https://portal.example.org/back" },
    });
    await api.put(`/users/${id}/execute-actions-email`, ["UPDATE_PASSWORD"], { query: { client_id: "no-such" } });
    await api.put(`/users/${id}/execute-actions-email`, ["UPDATE_PASSWORD"], {
      query: { client_id: "portal", redirect_uri: "https://elsewhere.example.org/" },
    });
    await api.put(`/users/${UNKNOWN_ID}/execute-actions-email`, ["UPDATE_PASSWORD"]);
    await api.get(`/users/${UNKNOWN_ID}/sessions`);
    await api.post(`/users/${UNKNOWN_ID}/logout`);
    await api.post(`/users/${UNKNOWN_ID}/impersonation`);
    await api.get("/ui-ext/sessions", { query: { type: "NOPE" } });
    await api.get("/ui-ext/sessions", { query: { type: "offline" } });
  });

  scenario("answers a failed send as Keycloak does when the realm has no sender address", async (api) => {
    const id = await createUser(api, "unsendable", { email: "unsendable@example.org" });
    const current = (await api.quietly("GET", "")).body as Record<string, unknown>;
    await api.quietly("PUT", "", { ...current, smtpServer: {} });
    await api.put(`/users/${id}/execute-actions-email`, ["UPDATE_PASSWORD"]);
  });
});
