// The Keycloak project's set-up, once per run in Playwright's own process: the console served from a CDN origin of
// its own (cdnConsole.ts) for the whole run, that origin accepted by master's security-admin-console as the README
// tells an operator to do, and both undone at the end. The workers find the console at KEYCLOAK_CONSOLE_URL.
import { keycloakAdmin, endAdminSession, KEYCLOAK_URL } from "./keycloak";
import { serveConsoleFromCdn } from "./cdnConsole";
import { loginPageUrl } from "./loginPage";

const CONSOLE_CLIENT = "security-admin-console";

/** Adds or removes `origin` in the console client's redirect URIs and web origins. */
async function acceptOrigin(origin: string, accept: boolean) {
  const admin = await keycloakAdmin();
  try {
    const [client] = await admin.clients.find({ realm: "master", clientId: CONSOLE_CLIENT });
    const redirect = `${origin}/*`;
    const without = (values: string[] = [], value: string) => values.filter((v) => v !== value);
    await admin.clients.update(
      { realm: "master", id: client.id! },
      {
        ...client,
        redirectUris: [...without(client.redirectUris, redirect), ...(accept ? [redirect] : [])],
        webOrigins: [...without(client.webOrigins, origin), ...(accept ? [origin] : [])],
      },
    );
  } finally {
    await endAdminSession(admin);
  }
}

export default async function keycloakGlobalSetup() {
  if (!KEYCLOAK_URL) return;
  const cdn = await serveConsoleFromCdn("out", KEYCLOAK_URL);
  await acceptOrigin(cdn.origin, true);
  // Keycloak compiles a login theme's templates on their first use: once here rather than in the first test's time
  await fetch(loginPageUrl("master"));
  process.env.KEYCLOAK_CONSOLE_URL = cdn.url;
  return async () => {
    await acceptOrigin(cdn.origin, false);
    await cdn.close();
  };
}
