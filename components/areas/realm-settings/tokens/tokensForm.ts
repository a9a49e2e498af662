import type RealmRepresentation from "@keycloak/keycloak-admin-client/lib/defs/realmRepresentation.js";
import type { ServerInfoRepresentation } from "@keycloak/keycloak-admin-client/lib/defs/serverInfoRepesentation.js";
import { z } from "@/lib/form/zod";
import { toFormKey } from "@/lib/form/dottedKeys";
import { durationFromAttribute, durationSchema, optionalDurationSchema, type DurationValue } from "@/lib/form/duration";

/** The realm's token lifespans in seconds, in the order the tab shows them. */
export const TOKEN_DURATIONS = [
  "oauth2DeviceCodeLifespan",
  "accessTokenLifespan",
  "accessTokenLifespanForImplicitFlow",
  "accessCodeLifespan",
  "actionTokenGeneratedByUserLifespan",
  "actionTokenGeneratedByAdminLifespan",
] as const;

export type TokenDuration = (typeof TOKEN_DURATIONS)[number];

/** Actions whose token lifespan a realm attribute `actionTokenGeneratedByUserLifespan.<action>` overrides. */
export const ACTION_OVERRIDES = [
  "verify-email",
  "idp-verify-account-via-email",
  "reset-credentials",
  "execute-actions",
] as const;

export type ActionOverride = (typeof ACTION_OVERRIDES)[number];

export const overrideAttribute = (action: ActionOverride) => `actionTokenGeneratedByUserLifespan.${action}`;

export type TokensValues = Record<TokenDuration, DurationValue> & {
  defaultSignatureAlgorithm: string;
  oauth2DevicePollingInterval: number;
  shortVerificationUri: string;
  revokeRefreshToken: boolean;
  refreshTokenMaxReuse: number;
  /** keyed by the attribute's name with its dots replaced, as react-hook-form reads dots as nesting */
  overrides: Record<string, DurationValue>;
};

export function tokensSchema(messages: { mustBeSeconds: string; mustBePositiveSeconds: string }) {
  return z.object({
    ...Object.fromEntries(TOKEN_DURATIONS.map((name) => [name, durationSchema(messages.mustBeSeconds)])),
    defaultSignatureAlgorithm: z.string(),
    oauth2DevicePollingInterval: z.number().int().min(0),
    shortVerificationUri: z.string(),
    revokeRefreshToken: z.boolean(),
    refreshTokenMaxReuse: z.number().int().min(0),
    overrides: z.record(z.string(), optionalDurationSchema(messages.mustBePositiveSeconds)),
  });
}

const attributeText = (value: unknown) => (typeof value === "string" ? value : "");

export function toTokensValues(realm: RealmRepresentation): TokensValues {
  const attributes: Record<string, unknown> = realm.attributes ?? {};
  const durations = Object.fromEntries(TOKEN_DURATIONS.map((name) => [name, realm[name] ?? 0])) as Record<
    TokenDuration,
    number
  >;
  return {
    ...durations,
    defaultSignatureAlgorithm: realm.defaultSignatureAlgorithm ?? "RS256",
    oauth2DevicePollingInterval: realm.oauth2DevicePollingInterval ?? 5,
    shortVerificationUri: attributeText(attributes.shortVerificationUri),
    revokeRefreshToken: realm.revokeRefreshToken ?? false,
    refreshTokenMaxReuse: realm.refreshTokenMaxReuse ?? 0,
    overrides: Object.fromEntries(
      ACTION_OVERRIDES.map((action) => [
        toFormKey(overrideAttribute(action)),
        durationFromAttribute(attributes[overrideAttribute(action)]),
      ]),
    ),
  };
}

/** The realm as loaded with the form's values on top; an emptied override is saved empty, as Keycloak's console does. */
export function toTokensRealm(realm: RealmRepresentation, values: TokensValues): RealmRepresentation {
  const durations = Object.fromEntries(TOKEN_DURATIONS.map((name) => [name, Number(values[name])]));
  const overrides = Object.fromEntries(
    ACTION_OVERRIDES.map((action) => [
      overrideAttribute(action),
      String(values.overrides[toFormKey(overrideAttribute(action))] ?? ""),
    ]),
  );
  return {
    ...realm,
    ...durations,
    defaultSignatureAlgorithm: values.defaultSignatureAlgorithm,
    oauth2DevicePollingInterval: values.oauth2DevicePollingInterval,
    revokeRefreshToken: values.revokeRefreshToken,
    refreshTokenMaxReuse: values.refreshTokenMaxReuse,
    attributes: { ...realm.attributes, shortVerificationUri: values.shortVerificationUri.trim(), ...overrides },
  };
}

/**
 * The signature algorithms to offer: the server's signature providers, or, from a server that does not list them,
 * the algorithms its crypto provider signs with. The realm's own choice is always among them.
 */
export function signatureAlgorithms(serverInfo: ServerInfoRepresentation, current: string): string[] {
  const providers = Object.keys(serverInfo.providers?.signature?.providers ?? {});
  const crypto = serverInfo.cryptoInfo;
  const fromCrypto = [
    ...(crypto?.clientSignatureSymmetricAlgorithms ?? []),
    ...(crypto?.clientSignatureAsymmetricAlgorithms ?? []),
  ];
  const offered = new Set([...(providers.length > 0 ? providers : fromCrypto), ...(current ? [current] : [])]);
  return [...offered].sort();
}
