// Secrets the admin API never sends back, as Keycloak's StripSecretsUtils decides: an identity provider's
// clientSecret, the realm's SMTP password and token secret, a client's secret and rotated secret, a component's
// secret properties and the users' credentials. A value is replaced by the mask unless it names a vault entry, and a
// write that sends the mask back keeps what is stored.
import type ClientRepresentation from "@keycloak/keycloak-admin-client/lib/defs/clientRepresentation.js";
import type IdentityProviderRepresentation from "@keycloak/keycloak-admin-client/lib/defs/identityProviderRepresentation.js";
import type RealmRepresentation from "@keycloak/keycloak-admin-client/lib/defs/realmRepresentation.js";

export const SECRET_MASK = "**********";
const VAULT_REFERENCE = /^\$\{vault\.(.+?)\}$/;
const SMTP_SECRETS = ["password", "authTokenClientSecret"];
const ROTATED_CLIENT_SECRET = "client.secret.rotated";

/** which config keys of a component hold secrets: its provider's declared ones, from the server info */
export type ComponentSecretKeys = (providerType: string | undefined, providerId: string | undefined) => Set<string>;

type StringMap = Record<string, string>;
type ConfigMap = Record<string, unknown>;

function masked(value: unknown): unknown {
  return typeof value === "string" && VAULT_REFERENCE.test(value) ? value : SECRET_MASK;
}

function maskKeys<T extends StringMap | undefined>(map: T, keys: readonly string[]): T {
  if (!map || !keys.some((k) => map[k] !== undefined && map[k] !== null)) return map;
  const out: StringMap = { ...map };
  for (const k of keys) if (out[k] !== undefined && out[k] !== null) out[k] = masked(out[k]) as string;
  return out as T;
}

/** the posted map with every masked secret replaced by the stored value */
function keepKeys<T extends StringMap | undefined>(
  posted: T,
  stored: StringMap | undefined,
  keys: readonly string[],
): T {
  if (!posted) return posted;
  const out: StringMap = { ...posted };
  for (const k of keys) if (out[k] === SECRET_MASK && stored?.[k] !== undefined) out[k] = stored[k];
  return out as T;
}

export function maskIdentityProvider<T extends IdentityProviderRepresentation>(idp: T): T {
  return { ...idp, config: maskKeys(idp.config as StringMap | undefined, ["clientSecret"]) };
}

export function keepIdentityProviderSecret<T extends IdentityProviderRepresentation>(
  posted: T,
  stored: IdentityProviderRepresentation,
): T {
  return { ...posted, config: keepKeys(posted.config as StringMap | undefined, stored.config, ["clientSecret"]) };
}

export function maskSmtpServer<T extends RealmRepresentation>(rep: T): T {
  return rep.smtpServer ? { ...rep, smtpServer: maskKeys(rep.smtpServer, SMTP_SECRETS) } : rep;
}

export function keepSmtpSecrets<T extends RealmRepresentation>(posted: T, stored: RealmRepresentation): T {
  return posted.smtpServer
    ? { ...posted, smtpServer: keepKeys(posted.smtpServer, stored.smtpServer, SMTP_SECRETS) }
    : posted;
}

export function maskClient<T extends ClientRepresentation>(client: T): T {
  const secret = client.secret ? { secret: masked(client.secret) as string } : {};
  const attributes = maskKeys(client.attributes as StringMap | undefined, [ROTATED_CLIENT_SECRET]);
  return { ...client, ...secret, ...(attributes ? { attributes } : {}) };
}

/** attributes that hold a client's private keys (saml.signing.private.key, saml.encryption.private.key) */
const PRIVATE_KEY_ATTRIBUTE = /private\.key$/;

/**
 * A client as an admin event keeps it: maskClient's secrets, and its private keys too. Keycloak leaves those in the
 * event, where view-events reads them without any right to the client.
 */
export function maskClientInEvent<T extends ClientRepresentation>(client: T): T {
  const out = maskClient(client);
  const attributes = out.attributes as StringMap | undefined;
  if (!attributes) return out;
  const keys = Object.keys(attributes).filter((key) => PRIVATE_KEY_ATTRIBUTE.test(key));
  return keys.length ? { ...out, attributes: maskKeys(attributes, keys) } : out;
}

/** a component config (key -> values) with the values of its secret keys masked */
export function maskComponentConfig<T extends ConfigMap | undefined>(config: T, secretKeys: Set<string>): T {
  if (!config) return config;
  const out: ConfigMap = {};
  for (const [k, v] of Object.entries(config))
    out[k] = secretKeys.has(k) ? (Array.isArray(v) && v.length ? v.map(masked) : [SECRET_MASK]) : v;
  return out as T;
}

/** a posted component config with every masked secret replaced by the stored values */
export function keepComponentSecrets(
  posted: Record<string, string[]>,
  stored: ConfigMap | undefined,
  secretKeys: Set<string>,
): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [k, values] of Object.entries(posted))
    out[k] =
      secretKeys.has(k) && values.length === 1 && values[0] === SECRET_MASK && Array.isArray(stored?.[k])
        ? (stored[k] as string[])
        : values;
  return out;
}

interface ExportedComponent {
  providerId?: string;
  config?: ConfigMap;
  subComponents?: Record<string, ExportedComponent[]>;
}

function maskExportedComponents(
  components: Record<string, ExportedComponent[]> | undefined,
  secretKeys: ComponentSecretKeys,
): Record<string, ExportedComponent[]> | undefined {
  if (!components) return components;
  return Object.fromEntries(
    Object.entries(components).map(([type, list]) => [
      type,
      list.map((c) => ({
        ...c,
        config: maskComponentConfig(c.config, secretKeys(type, c.providerId)),
        subComponents: maskExportedComponents(c.subComponents, secretKeys),
      })),
    ]),
  );
}

/** a realm export with every secret masked and no user credentials, as Keycloak's partial export gives it */
export function maskRealmExport<T extends RealmRepresentation>(rep: T, secretKeys: ComponentSecretKeys): T {
  const strip = <U extends { credentials?: unknown }>(users: U[] | undefined) =>
    users?.map(({ credentials: _credentials, ...user }) => user);
  return {
    ...maskSmtpServer(rep),
    clients: rep.clients?.map(maskClient),
    identityProviders: rep.identityProviders?.map(maskIdentityProvider),
    components: maskExportedComponents(
      rep.components as Record<string, ExportedComponent[]> | undefined,
      secretKeys,
    ) as T["components"],
    users: strip(rep.users),
    federatedUsers: strip(rep.federatedUsers),
  };
}
