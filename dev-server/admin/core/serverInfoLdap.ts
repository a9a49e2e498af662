// The user-storage providers (ldap, kerberos, and the guide's readonly-property-file) and the LDAP mapper types
// serverinfo's componentTypes lists. LDAP's and Kerberos's are Keycloak 26.7's: the config properties (names, types,
// defaults, options) of its factories in its order, and the mapper types' metadata saying which can sync groups or
// roles either way, as the console's sync buttons read it; their texts are our own or message keys. Kept as data in
// data/ldapTypes.json.
import { readFileSync } from "node:fs";
import type ComponentTypeRepresentation from "@keycloak/keycloak-admin-client/lib/defs/componentTypeRepresentation.js";
import type { ConfigPropertyRepresentation } from "@keycloak/keycloak-admin-client/lib/defs/configPropertyRepresentation.js";
import { property } from "./mapperConfigProperties.js";

const DATA = JSON.parse(readFileSync(new URL("./data/ldapTypes.json", import.meta.url), "utf8")) as Record<
  "userStorage" | "ldapMappers",
  ComponentTypeRepresentation[]
>;

export const LDAP_MAPPER_TYPES = DATA.ldapMappers;

// the Server Developer Guide's example factory declares one property and no help text of its own; the dev server reads
// the path inside its DATA_DIR/user-storage folder (realm/property-file/userStorageFolder.ts)
const propertyFileProperties: ConfigPropertyRepresentation[] = [
  property("path", "Path", "File path to properties file, relative to the server's DATA_DIR/user-storage folder", {
    defaultValue: "example-users.properties",
  }),
];

export const USER_STORAGE_TYPES: ComponentTypeRepresentation[] = [
  ...DATA.userStorage,
  {
    id: "readonly-property-file",
    helpText: "",
    properties: propertyFileProperties,
    clientProperties: [],
    metadata: {},
  },
];
