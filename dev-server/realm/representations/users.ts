// UserRepresentation and what it holds: credentials, federated identities, consents. A credential is also the body
// of reset-password.
import type CredentialRepresentation from "@keycloak/keycloak-admin-client/lib/defs/credentialRepresentation.js";
import type FederatedIdentityRepresentation from "@keycloak/keycloak-admin-client/lib/defs/federatedIdentityRepresentation.js";
import type UserConsentRepresentation from "@keycloak/keycloak-admin-client/lib/defs/userConsentRepresentation.js";
import type UserRepresentation from "@keycloak/keycloak-admin-client/lib/defs/userRepresentation.js";
import {
  bodyList,
  flag,
  int,
  list,
  long,
  map,
  nested,
  representation,
  text,
  TEXT_MAX,
  textListMap,
} from "./jackson.js";

const credentialFields = {
  createdDate: long(),
  credentialData: text(TEXT_MAX),
  id: text(),
  priority: int(),
  secretData: text(TEXT_MAX),
  temporary: flag(),
  type: text(),
  userLabel: text(),
  value: text(TEXT_MAX),
  federationLink: text(),
};

export const credentialSchema = representation<CredentialRepresentation>(credentialFields);

export const federatedIdentitySchema = representation<FederatedIdentityRepresentation>({
  identityProvider: text(),
  userId: text(),
  userName: text(),
});

const consent = nested<UserConsentRepresentation>({
  clientId: text(),
  createdDate: long(),
  grantedClientScopes: list(text()),
  lastUpdatedDate: long(),
});

export const userSchema = representation<UserRepresentation>({
  id: text(),
  createdTimestamp: long(),
  username: text(),
  enabled: flag(),
  totp: flag(),
  emailVerified: flag(),
  disableableCredentialTypes: list(text()),
  requiredActions: list(text()),
  notBefore: long(),
  access: map(flag()),
  attributes: textListMap(),
  clientConsents: list(consent),
  clientRoles: map(list(text())),
  credentials: list(nested<CredentialRepresentation>(credentialFields)),
  email: text(),
  federatedIdentities: list(federatedIdentitySchema.nullable()),
  federationLink: text(),
  firstName: text(),
  groups: list(text(TEXT_MAX)),
  lastName: text(),
  realmRoles: list(text()),
  serviceAccountClientId: text(),
});

/** execute-actions-email: the required actions to send */
export const requiredActionListSchema = bodyList(text());
