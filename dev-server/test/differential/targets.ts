// The two servers a differential test asks the same things: the dev server, and the real Keycloak that `npm test`
// starts once for the whole run (KEYCLOAK_URL). `npm test` starts one dev server for the whole stage too
// (DIFFERENTIAL_DEV_SERVER_URL, sharedDevServer.ts): each file works in a realm of its own on both servers, and a dev
// server started in every file's process cost two CPU-seconds a file. Run by hand, a file starts its own.

export type TargetName = "dev server" | "Keycloak";

export type Target = {
  name: TargetName;
  /** the server's origin, e.g. http://localhost:8280 */
  url: string;
  /** an access token of `username` in `realm`, by the password grant of admin-cli (or `clientId`), renewed before it runs out */
  token(realm: string, username: string, password: string, clientId?: string): Promise<string>;
  close(): Promise<void>;
};

/** why the differential tests cannot run here, or undefined when they can */
export function keycloakMissing(): string | undefined {
  return process.env.KEYCLOAK_URL
    ? undefined
    : "KEYCLOAK_URL is not set: `npm test` starts Keycloak for the whole run and sets it; by hand, start `npm run keycloak` and set KEYCLOAK_URL=http://localhost:8280";
}

export async function startTargets(): Promise<[Target, Target]> {
  const shared = process.env.DIFFERENTIAL_DEV_SERVER_URL?.replace(/\/$/, "");
  const devServer = shared
    ? { url: shared, cleanup: async () => {} }
    : await (await import("../helpers/testServer.js")).startTestServer();
  return [
    { name: "dev server", url: devServer.url, token: tokens(devServer.url), close: () => devServer.cleanup() },
    {
      name: "Keycloak",
      url: process.env.KEYCLOAK_URL!.replace(/\/$/, ""),
      token: tokens(process.env.KEYCLOAK_URL!),
      close: async () => {},
    },
  ];
}

function tokens(url: string) {
  const held = new Map<string, { token: string; until: number }>();
  return async (realm: string, username: string, password: string, clientId = "admin-cli") => {
    const key = `${realm}/${username}/${clientId}`;
    const kept = held.get(key);
    if (kept && kept.until > Date.now()) return kept.token;
    const response = await fetch(`${url}/realms/${realm}/protocol/openid-connect/token`, {
      method: "POST",
      body: new URLSearchParams({ grant_type: "password", client_id: clientId, username, password }),
    });
    if (!response.ok) throw new Error(`${url}: ${username} could not sign in to ${realm}: ${response.status}`);
    const { access_token, expires_in } = (await response.json()) as { access_token: string; expires_in: number };
    // renewed with a quarter of its life left, so no request goes out with a token about to run out
    held.set(key, { token: access_token, until: Date.now() + expires_in * 750 });
    return access_token;
  };
}
