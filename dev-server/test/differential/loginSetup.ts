// What a sign-in scenario sets up on each server before it signs anyone in, quietly (set-up is not what is compared):
// a public client bound to the scenario's browser and direct-grant flows, and the realm's users and flows written as
// a realm representation, with OTP credentials whose secrets the test knows.
import type RealmRepresentation from "@keycloak/keycloak-admin-client/lib/defs/realmRepresentation.js";
import type UserRepresentation from "@keycloak/keycloak-admin-client/lib/defs/userRepresentation.js";
import { hotp } from "../../oidc/otp.js";
import type { Api } from "./api.js";
import { LoginDriver, type LoginClient } from "./loginDriver.js";

/** where the servers send the browser back; never fetched, the driver stops there */
export const REDIRECT_URI = "http://localhost/signed-in";
export const PASSWORD = "Sign-in-pw-1";

export type Requirement = "REQUIRED" | "ALTERNATIVE" | "DISABLED" | "CONDITIONAL";
export type FlowStep =
  | { authenticator: string; requirement: Requirement; config?: Record<string, string> }
  | { flow: string; requirement: Requirement; steps: FlowStep[] };

/** a top-level flow and its sub-flows (each named by its `flow`), with the configs of their steps */
export function flows(
  ...tops: { alias: string; steps: FlowStep[] }[]
): Pick<RealmRepresentation, "authenticationFlows" | "authenticatorConfig"> {
  const authenticationFlows: NonNullable<RealmRepresentation["authenticationFlows"]> = [];
  const authenticatorConfig: NonNullable<RealmRepresentation["authenticatorConfig"]> = [];
  const add = (alias: string, topLevel: boolean, steps: FlowStep[]) => {
    authenticationFlows.push({
      alias,
      providerId: "basic-flow",
      topLevel,
      builtIn: false,
      authenticationExecutions: steps.map((step, i) => {
        const base = { requirement: step.requirement, priority: (i + 1) * 10, userSetupAllowed: false };
        if ("flow" in step) {
          add(step.flow, false, step.steps);
          return { ...base, autheticatorFlow: true, flowAlias: step.flow };
        }
        const configAlias = step.config ? `${alias} ${i} config` : undefined;
        if (step.config) authenticatorConfig.push({ alias: configAlias, config: step.config });
        return {
          ...base,
          autheticatorFlow: false,
          authenticator: step.authenticator,
          ...(configAlias ? { authenticatorConfig: configAlias } : {}),
        };
      }),
    });
  };
  for (const top of tops) add(top.alias, true, top.steps);
  return { authenticationFlows, authenticatorConfig };
}

/** a user who can sign in with PASSWORD and whose profile is complete (Keycloak asks for a missing name or email) */
export function person(username: string, more: UserRepresentation = {}): UserRepresentation {
  return {
    username,
    enabled: true,
    email: `${username}@example.org`,
    emailVerified: true,
    firstName: username[0].toUpperCase() + username.slice(1),
    lastName: "Example",
    ...more,
    credentials: [{ type: "password", value: PASSWORD, temporary: false }, ...(more.credentials ?? [])],
  };
}

/** an OTP credential (Keycloak's stored shape) for a secret the test computes codes of */
export function otpCredential(secret: string) {
  return {
    type: "otp",
    userLabel: "phone",
    secretData: JSON.stringify({ value: secret }),
    credentialData: JSON.stringify({ subType: "totp", digits: 6, counter: 0, period: 30, algorithm: "HmacSHA1" }),
  };
}

/** the code of a 30-second step: 0 now, -1 the one before; a server refuses a code used once, so a test takes each
 * step's code once per user */
export const totp = (secret: string, step = 0) => hotp(secret, Math.floor(Date.now() / 30_000) + step, "HmacSHA1", 6);

/** users for one scenario, imported on the server quietly: each named by its template and the scenario's `tag`, so
 * scenarios do not share users (a one-time code is good once per user) */
export async function importPeople(api: Api, tag: string | number, templates: Record<string, UserRepresentation>) {
  const users = Object.entries(templates).map(([name, user]) => ({
    ...user,
    username: `${name}-${tag}`,
    ...(user.email ? { email: `${name}-${tag}@example.org` } : {}),
  }));
  const imported = await api.quietly("POST", "/partialImport", { ifResourceExists: "FAIL", users });
  if (imported.status !== 200) throw new Error(`${api.target.name}: users for ${tag}: ${imported.status}`);
  return (name: string) => `${name}-${tag}`;
}

async function flowId(api: Api, alias: string): Promise<string> {
  const listed = (await api.quietly("GET", "/authentication/flows")).body as { id: string; alias: string }[];
  const found = listed.find((f) => f.alias === alias);
  if (!found) throw new Error(`${api.target.name}: no flow ${alias}`);
  return found.id;
}

/** a public client whose logins run these flows (the realm's bound ones where none is named) */
export async function loginClient(
  api: Api,
  clientId: string,
  bound: { browser?: string; directGrant?: string; attributes?: Record<string, string> } = {},
): Promise<LoginClient> {
  const overrides: Record<string, string> = {};
  if (bound.browser) overrides.browser = await flowId(api, bound.browser);
  if (bound.directGrant) overrides.direct_grant = await flowId(api, bound.directGrant);
  const created = await api.quietly("POST", "/clients", {
    clientId,
    publicClient: true,
    directAccessGrantsEnabled: true,
    redirectUris: [REDIRECT_URI],
    authenticationFlowBindingOverrides: overrides,
    attributes: bound.attributes ?? {},
  });
  if (created.status !== 201) throw new Error(`${api.target.name}: client ${clientId}: ${created.status}`);
  return { clientId, redirectUri: REDIRECT_URI };
}

export function driver(api: Api, client: LoginClient): LoginDriver {
  return new LoginDriver(api.target.url, api.realm, client);
}

/** the resource-owner password grant of a client, with extra parameters (totp); no username leaves it out */
export async function passwordGrant(
  api: Api,
  client: LoginClient,
  username: string | undefined,
  more: Record<string, string>,
) {
  const response = await fetch(`${api.target.url}/realms/${api.realm}/protocol/openid-connect/token`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      grant_type: "password",
      client_id: client.clientId,
      ...(username === undefined ? {} : { username }),
      ...more,
    }),
  });
  const text = await response.text();
  // Keycloak answers some refusals with its HTML error page: compared by status alone
  const json = response.headers.get("content-type")?.includes("json");
  return { status: response.status, body: (json ? JSON.parse(text) : {}) as Record<string, unknown> };
}
