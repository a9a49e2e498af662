// The component types (key providers, user storage, ...) GET /admin/serverinfo lists, with their properties.
import type { ServerInfoRepresentation } from "@keycloak/keycloak-admin-client/lib/defs/serverInfoRepesentation.js";
import { USER_PROFILE_VALIDATORS } from "../../realm/userProfileValidators.js";
import { LDAP_MAPPER_TYPES, USER_STORAGE_TYPES } from "./serverInfoLdap.js";
import { KEY_PROVIDER_TYPES } from "./serverInfoKeyProviders.js";

const componentType = (id: string, helpText: string) => ({
  id,
  helpText,
  properties: [],
  clientProperties: [],
  metadata: {},
});

export const COMPONENT_TYPES: ServerInfoRepresentation["componentTypes"] = {
  "org.keycloak.keys.KeyProvider": KEY_PROVIDER_TYPES,
  "org.keycloak.storage.UserStorageProvider": USER_STORAGE_TYPES,
  "org.keycloak.storage.ldap.mappers.LDAPStorageMapper": LDAP_MAPPER_TYPES,
  "org.keycloak.userprofile.UserProfileProvider": [
    componentType("declarative-user-profile", "A declarative user profile provider"),
  ],
  "org.keycloak.validate.Validator": USER_PROFILE_VALIDATORS,
};
