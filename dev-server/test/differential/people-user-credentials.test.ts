// A user's credentials as the console's credentials tab handles them: reset the password, list, label, reorder and
// delete; the OTP device comes from the realm's import, as the admin API cannot create one.
import { differential } from "./differential.js";
import type { Api } from "./api.js";
import { createUser, UNKNOWN_ID } from "./people.js";

const OTP = {
  type: "otp",
  userLabel: "Phone",
  secretData: JSON.stringify({ value: "JBSWY3DPEHPK3PXP" }),
  credentialData: JSON.stringify({ subType: "totp", digits: 6, period: 30, algorithm: "HmacSHA1", counter: 0 }),
};

const realm = { users: [{ username: "two-factor", enabled: true, credentials: [OTP] }] };

/** a password's credentialData names its hash: argon2 on Keycloak, pbkdf2-sha512 on the dev server */
const HASHES_DIFFER = {
  fields: ["*.credentialData"],
  why: "the dev server hashes passwords with pbkdf2-sha512, Keycloak with argon2, which Node 20's crypto lacks",
};

async function credentialIds(api: Api, userId: string): Promise<string[]> {
  return ((await api.quietly("GET", `/users/${userId}/credentials`)).body as { id: string }[]).map((c) => c.id);
}

async function userNamed(api: Api, username: string): Promise<string> {
  const [user] = (await api.quietly("GET", "/users", undefined, { query: { username, exact: true } })).body as {
    id: string;
  }[];
  return user.id;
}

differential("people-user-credentials", realm, (scenario) => {
  scenario("resets a password and lists, labels and deletes it", async (api) => {
    const id = await createUser(api, "resets");
    await api.get(`/users/${id}/credentials`);
    await api.put(`/users/${id}/reset-password`, { type: "password", value: "first-Secret-1", temporary: true });
    await api.get(`/users/${id}/credentials`, { differs: HASHES_DIFFER });
    await api.get(`/users/${id}`);
    await api.put(`/users/${id}/reset-password`, { type: "password", value: "second-Secret-2", temporary: false });
    const [password] = await credentialIds(api, id);
    await api.put(`/users/${id}/credentials/${password}/userLabel`, undefined, {
      rawBody: "My password",
      contentType: "text/plain",
    });
    await api.get(`/users/${id}/credentials`, { differs: HASHES_DIFFER });
    await api.delete(`/users/${id}/credentials/${password}`);
    await api.get(`/users/${id}/credentials`);
  });

  scenario("reorders a user's credentials", async (api) => {
    const id = await userNamed(api, "two-factor");
    await api.get(`/users/${id}/credentials`);
    await api.put(`/users/${id}/reset-password`, { type: "password", value: "order-Secret-1" });
    await api.get(`/users/${id}/credentials`, { differs: HASHES_DIFFER });
    await api.get(`/users/${id}`);
    const [otp, password] = await credentialIds(api, id);
    await api.post(`/users/${id}/credentials/${password}/moveToFirst`);
    await api.get(`/users/${id}/credentials`, { differs: HASHES_DIFFER });
    await api.post(`/users/${id}/credentials/${password}/moveAfter/${otp}`);
    await api.get(`/users/${id}/credentials`, { differs: HASHES_DIFFER });
    await api.put(`/users/${id}/disable-credential-types`, ["otp"]);
    await api.get(`/users/${id}/credentials`, { differs: HASHES_DIFFER });
  });

  scenario("refuses admins who may not see or change credentials", async (api) => {
    const id = await createUser(api, "guarded");
    await api.quietly("PUT", `/users/${id}/reset-password`, { type: "password", value: "guard-Secret-1" });
    const [password] = await credentialIds(api, id);
    const nobody = api.as(await api.adminWith());
    await nobody.get(`/users/${id}/credentials`);
    const viewer = api.as(await api.adminWith("view-users"));
    await viewer.get(`/users/${id}/credentials`, { differs: HASHES_DIFFER });
    await viewer.put(`/users/${id}/reset-password`, { type: "password", value: "viewer-Secret-1" });
    await viewer.put(`/users/${id}/credentials/${password}/userLabel`, undefined, {
      rawBody: "Mine now",
      contentType: "text/plain",
    });
    await viewer.post(`/users/${id}/credentials/${password}/moveToFirst`);
    await viewer.post(`/users/${id}/credentials/${password}/moveAfter/${password}`);
    await viewer.delete(`/users/${id}/credentials/${password}`);
    await viewer.put(`/users/${id}/disable-credential-types`, ["otp"]);
  });

  scenario("refuses an empty password, an unknown credential and an unknown user", async (api) => {
    const id = await createUser(api, "mistakes");
    await api.put(`/users/${id}/reset-password`, { type: "password", value: "" });
    await api.put(`/users/${id}/reset-password`, { type: "password" });
    await api.put(`/users/${UNKNOWN_ID}/reset-password`, { type: "password", value: "nobody-Secret-1" });
    await api.get(`/users/${UNKNOWN_ID}/credentials`);
    await api.put(`/users/${id}/credentials/${UNKNOWN_ID}/userLabel`, undefined, {
      rawBody: "Nothing",
      contentType: "text/plain",
    });
    await api.post(`/users/${id}/credentials/${UNKNOWN_ID}/moveToFirst`);
    await api.post(`/users/${id}/credentials/${UNKNOWN_ID}/moveAfter/${UNKNOWN_ID}`);
    await api.delete(`/users/${id}/credentials/${UNKNOWN_ID}`);
    await api.put(`/users/${UNKNOWN_ID}/disable-credential-types`, ["otp"]);
  });
});
