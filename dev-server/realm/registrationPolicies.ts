// Client registration policies: the components of type ClientRegistrationPolicy, split by subType into those
// that apply to anonymous requests and those that apply to authenticated ones (an initial access token or an admin's
// bearer token). The defaults are those Keycloak's DefaultClientRegistrationPolicies gives a new realm.
import { randomUUID } from "node:crypto";
import type ComponentRepresentation from "@keycloak/keycloak-admin-client/lib/defs/componentRepresentation.js";
import type { RealmData } from "../store/model.js";

export const REGISTRATION_POLICY_TYPE = "org.keycloak.services.clientregistration.policy.ClientRegistrationPolicy";

export type RegistrationAuth = "anonymous" | "authenticated";
export const REGISTRATION_AUTHS: readonly RegistrationAuth[] = ["anonymous", "authenticated"];

export type PolicyComponent = ComponentRepresentation & { id: string };

/** The protocol mapper types Keycloak allows a registered client by default. */
export const DEFAULT_ALLOWED_MAPPER_TYPES = [
  "saml-user-attribute-mapper",
  "oidc-usermodel-attribute-mapper",
  "saml-user-property-mapper",
  "oidc-usermodel-property-mapper",
  "oidc-full-name-mapper",
  "oidc-address-mapper",
  "oidc-sha256-pairwise-sub-mapper",
  "saml-role-list-mapper",
];

type Config = Record<string, string[]>;

const genericPolicies: [name: string, providerId: string, config: Config][] = [
  [
    "Allowed Protocol Mapper Types",
    "allowed-protocol-mappers",
    { "allowed-protocol-mapper-types": DEFAULT_ALLOWED_MAPPER_TYPES },
  ],
  ["Allowed Client Scopes", "allowed-client-templates", { "allow-default-scopes": ["true"] }],
  // Keycloak keeps no empty lists in a config
  ["Allowed Registration Web Origins", "registration-web-origins", {}],
];

const anonymousPolicies: [name: string, providerId: string, config: Config][] = [
  [
    "Trusted Hosts",
    "trusted-hosts",
    {
      "host-sending-registration-request-must-match": ["true"],
      "client-uris-must-match": ["true"],
    },
  ],
  ["Consent Required", "consent-required", {}],
  ["Full Scope Disabled", "scope", {}],
  ["Max Clients Limit", "max-clients", { "max-clients": ["200"] }],
  ...genericPolicies,
];

export function registrationPolicies(realm: RealmData, auth?: RegistrationAuth): PolicyComponent[] {
  return [...realm.components.values()].filter(
    (c) =>
      c.providerType === REGISTRATION_POLICY_TYPE &&
      c.parentId === realm.rep.id &&
      (auth === undefined || c.subType === auth),
  );
}

/** Keycloak's default policies, added when the realm has no registration policy at all (as Keycloak checks). */
export function ensureDefaultRegistrationPolicies(realm: RealmData): boolean {
  if (registrationPolicies(realm).length) return false;
  const add = (auth: RegistrationAuth, [name, providerId, config]: (typeof anonymousPolicies)[number]) => {
    const id = randomUUID();
    realm.components.set(id, {
      id,
      name,
      providerId,
      providerType: REGISTRATION_POLICY_TYPE,
      subType: auth,
      parentId: realm.rep.id,
      config: structuredClone(config),
    });
  };
  for (const policy of anonymousPolicies) add("anonymous", policy);
  for (const policy of genericPolicies) add("authenticated", policy);
  return true;
}

/** The browser origins the web-origins policies of that kind let call the registration endpoint. */
export function registrationWebOrigins(realm: RealmData, auth: RegistrationAuth): string[] {
  return registrationPolicies(realm, auth)
    .filter((policy) => policy.providerId === "registration-web-origins")
    .flatMap((policy) => (policy.config?.["web-origins"] as string[] | undefined) ?? []);
}
