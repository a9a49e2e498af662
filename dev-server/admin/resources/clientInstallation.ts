// installation/providers/{providerId}: what Keycloak's installation providers write for a client (the OIDC adapter's
// keycloak.json, JBoss subsystem XML and CLI script, the SAML SP descriptor), answered as text/plain as Keycloak
// does. The SAML adapters' configurations (keycloak-saml, its subsystem XML and CLI, mod_auth_mellon) are left out.
import type { Router } from "express";
import type { RealmData } from "../../store/model.js";
import type { AdminContext } from "../context.js";
import { notFound, param } from "../http.js";
import { CLIENTS_VIEW } from "../../realm/adminRoles.js";
import { type ClientRecord, clientOr404 } from "./lib/lookups.js";
import { inRealm } from "./lib/route.js";
import { spDescriptor } from "./lib/samlDescriptors.js";
import { escapeHtml } from "../../oidc/escapeHtml.js";

const hasRoles = (realm: RealmData, client: ClientRecord) =>
  [...realm.roles.values()].some((r) => r.clientRole && r.containerId === client.id);

/** Keycloak writes credentials unless the client is public, or bearer-only with nothing that would use them */
function showsCredentials(client: ClientRecord): boolean {
  if (client.publicClient) return false;
  return !(client.bearerOnly && !client.serviceAccountsEnabled && (client.nodeReRegistrationTimeout ?? -1) <= 0);
}

/** the token audience is worth verifying when the client has roles or an audience mapper names it */
function verifiesAudience(realm: RealmData, client: ClientRecord): boolean {
  if (hasRoles(realm, client)) return true;
  return [...realm.clientScopes.values()].some((scope) =>
    (scope.protocolMappers ?? []).some(
      (m) => m.protocolMapper === "oidc-audience-mapper" && m.config?.["included.client.audience"] === client.clientId,
    ),
  );
}

/** what the client authenticator tells an adapter, by Keycloak's authenticator ids */
function adapterCredentials(client: ClientRecord): Record<string, unknown> {
  switch (client.clientAuthenticatorType ?? "client-secret") {
    case "client-jwt": {
      const algorithm = client.attributes?.["token.endpoint.auth.signing.alg"];
      return {
        jwt: {
          "client-keystore-file": "REPLACE WITH THE LOCATION OF YOUR KEYSTORE FILE",
          "client-keystore-type": "jks",
          "client-keystore-password": "REPLACE WITH THE KEYSTORE PASSWORD",
          "client-key-password": "REPLACE WITH THE KEY PASSWORD IN KEYSTORE",
          "client-key-alias": client.clientId,
          "token-timeout": 10,
          ...(algorithm ? { algorithm } : {}),
        },
      };
    }
    case "client-secret-jwt": {
      const algorithm = client.attributes?.["token.endpoint.auth.signing.alg"];
      return { "secret-jwt": { secret: client.secret, ...(algorithm ? { algorithm } : {}) } };
    }
    case "client-x509":
      return {};
    default:
      return { secret: client.secret };
  }
}

/** Jackson's pretty printer, which Keycloak's JsonSerialization uses: two-space indent and " : " */
function jacksonPretty(value: unknown, indent = ""): string {
  if (value === null || typeof value !== "object") return JSON.stringify(value);
  const inner = `${indent}  `;
  if (Array.isArray(value)) return value.length ? `[ ${value.map((v) => jacksonPretty(v, inner)).join(", ")} ]` : "[ ]";
  const entries = Object.entries(value).filter(([, v]) => v !== undefined);
  if (!entries.length) return "{ }";
  const body = entries.map(([k, v]) => `${inner}${JSON.stringify(k)} : ${jacksonPretty(v, inner)}`).join(",\n");
  return `{\n${body}\n${indent}}`;
}

/** in the order of Keycloak's InstallationAdapterConfig */
function keycloakJson(realm: RealmData, client: ClientRecord, authServerUrl: string): string {
  return jacksonPretty({
    realm: realm.rep.realm,
    "bearer-only": client.bearerOnly ? true : undefined,
    "auth-server-url": authServerUrl,
    "ssl-required": (realm.rep.sslRequired ?? "external").toLowerCase(),
    resource: client.clientId,
    "public-client": client.publicClient && !client.bearerOnly ? true : undefined,
    "verify-token-audience": verifiesAudience(realm, client) ? true : undefined,
    credentials: showsCredentials(client) ? adapterCredentials(client) : undefined,
    "use-resource-role-mappings": hasRoles(realm, client) ? true : undefined,
    "confidential-port": 0,
    "policy-enforcer": client.authorizationServicesEnabled ? { credentials: {} } : undefined,
  });
}

// character references serve XML as they serve HTML
const xml = (s: unknown) => escapeHtml(String(s));

function jbossSubsystem(realm: RealmData, client: ClientRecord, authServerUrl: string): string {
  const lines = ['<secure-deployment name="WAR MODULE NAME.war">'];
  lines.push(
    `    <realm>${xml(realm.rep.realm)}</realm>`,
    `    <auth-server-url>${xml(authServerUrl)}</auth-server-url>`,
  );
  if (client.bearerOnly) lines.push("    <bearer-only>true</bearer-only>");
  else if (client.publicClient) lines.push("    <public-client>true</public-client>");
  lines.push(`    <ssl-required>${(realm.rep.sslRequired ?? "external").toUpperCase()}</ssl-required>`);
  lines.push(`    <resource>${xml(client.clientId)}</resource>`);
  if (verifiesAudience(realm, client)) lines.push("    <verify-token-audience>true</verify-token-audience>");
  if (showsCredentials(client)) {
    for (const [name, value] of Object.entries(adapterCredentials(client))) {
      if (value && typeof value === "object") {
        lines.push(`    <credential name="${xml(name)}">`);
        for (const [k, v] of Object.entries(value)) lines.push(`        <${k}>${xml(v)}</${k}>`);
        lines.push("    </credential>");
      } else lines.push(`    <credential name="${xml(name)}">${xml(value)}</credential>`);
    }
  }
  if (hasRoles(realm, client)) lines.push("    <use-resource-role-mappings>true</use-resource-role-mappings>");
  lines.push("</secure-deployment>");
  return `${lines.join("\n")}\n`;
}

/** the JBoss CLI script that adds the same secure deployment, then each of its credentials */
function jbossSubsystemCli(realm: RealmData, client: ClientRecord, authServerUrl: string): string {
  const deployment = '/subsystem=keycloak/secure-deployment="WAR MODULE NAME.war"';
  const lines = [
    `${deployment}/:add( \\`,
    `    realm="${realm.rep.realm}", \\`,
    `    resource="${client.clientId}", \\`,
    `    auth-server-url=${authServerUrl}, \\`,
  ];
  if (client.bearerOnly) lines.push("    bearer-only=true, \\");
  else if (client.publicClient) lines.push("    public-client=true, \\");
  if (verifiesAudience(realm, client)) lines.push("    verify-token-audience=true, \\");
  if (hasRoles(realm, client)) lines.push("    use-resource-role-mappings=true, \\");
  lines.push(`    ssl-required=${(realm.rep.sslRequired ?? "external").toUpperCase()})`, "");
  if (showsCredentials(client)) {
    for (const [name, value] of Object.entries(adapterCredentials(client))) {
      const settings =
        value && typeof value === "object"
          ? Object.entries(value)
              .map(([k, v]) => `${k}=${String(v)}`)
              .join(", ")
          : `value=${String(value)}`;
      lines.push(`${deployment}/credential=${name}:add(${settings})`);
    }
  }
  return `${lines.join("\n")}\n`;
}

type Provider = (ctx: AdminContext, realm: RealmData, client: ClientRecord) => string | Promise<string>;

const PROVIDERS: Record<string, Provider> = {
  "keycloak-oidc-keycloak-json": (ctx, realm, client) => keycloakJson(realm, client, `${ctx.baseUrl}/`),
  "keycloak-oidc-jboss-subsystem": (ctx, realm, client) => jbossSubsystem(realm, client, `${ctx.baseUrl}/`),
  "keycloak-oidc-jboss-subsystem-cli": (ctx, realm, client) => jbossSubsystemCli(realm, client, `${ctx.baseUrl}/`),
  "saml-sp-descriptor": (_ctx, _realm, client) => spDescriptor(client),
};

export function registerClientInstallation(router: Router, ctx: AdminContext): void {
  router.get(
    "/realms/:realm/clients/:id/installation/providers/:providerId",
    inRealm(ctx, CLIENTS_VIEW, async (req, res, realm) => {
      const client = clientOr404(realm, req, res);
      if (!client) return;
      const provider = Object.hasOwn(PROVIDERS, param(req, "providerId"))
        ? PROVIDERS[param(req, "providerId")]
        : undefined;
      if (!provider) return notFound(res, "Unknown Provider");
      res.type("text/plain").send(await provider(ctx, realm, client));
    }),
  );
}
