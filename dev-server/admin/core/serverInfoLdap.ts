// The user-storage providers (ldap, kerberos, and the guide's readonly-property-file) and the LDAP mapper types serverinfo's componentTypes lists, with the
// config properties (names, types, defaults, options) of Keycloak 26's factories; the mapper types' metadata says
// which can sync groups or roles either way, as the console's sync buttons read it.
import type { ConfigPropertyRepresentation } from "@keycloak/keycloak-admin-client/lib/defs/configPropertyRepresentation.js";
import { property, type PropertyExtra } from "./mapperConfigProperties.js";

type Props = ConfigPropertyRepresentation[];
const componentType = (id: string, helpText: string, properties: Props, metadata: Record<string, unknown> = {}) => ({
  id,
  helpText,
  properties,
  clientProperties: [],
  metadata,
});
/** Keycloak's LDAP provider declares its properties by name and type only; the console labels them itself */
const mapperType = (id: string, helpText: string, properties: Props, metadata: Record<string, unknown> = NO_SYNC) =>
  componentType(id, helpText, properties, metadata);
const bare = (name: string, type: string, extra: PropertyExtra = {}) =>
  ({ name, type, secret: false, required: false, ...extra }) as ConfigPropertyRepresentation;
const text = (name: string, label: string, help: string, extra: PropertyExtra = {}) =>
  property(name, label, help, { type: "String", ...extra });
const flag = (name: string, label: string, help: string, defaultValue = "false") =>
  property(name, label, help, { type: "boolean", defaultValue });
const list = (name: string, label: string, help: string, options: string[], defaultValue?: string) =>
  property(name, label, help, { type: "List", options, ...(defaultValue ? { defaultValue } : {}) });

const ldapProperties: Props = [
  bare("editMode", "String"),
  bare("importEnabled", "boolean", { defaultValue: "true" }),
  bare("syncRegistrations", "boolean", { defaultValue: "false" }),
  bare("vendor", "String"),
  bare("usePasswordModifyExtendedOp", "boolean"),
  bare("usernameLDAPAttribute", "String"),
  bare("rdnLDAPAttribute", "String"),
  bare("uuidLDAPAttribute", "String"),
  bare("userObjectClasses", "String"),
  bare("connectionUrl", "String"),
  bare("usersDn", "String"),
  bare("authType", "String", { defaultValue: "simple" }),
  bare("startTls", "boolean"),
  bare("bindDn", "String"),
  bare("bindCredential", "Password", { secret: true }),
  bare("customUserSearchFilter", "String"),
  bare("searchScope", "String", { defaultValue: "1" }),
  bare("validatePasswordPolicy", "boolean", { defaultValue: "false" }),
  bare("trustEmail", "boolean", { defaultValue: "false" }),
  bare("useTruststoreSpi", "String", { defaultValue: "always" }),
  bare("connectionPooling", "boolean", { defaultValue: "true" }),
  ...["Authentication", "Debug", "InitSize", "MaxSize", "PrefSize", "Protocol", "Timeout"].map((s) =>
    bare(`connectionPooling${s}`, "String"),
  ),
  bare("connectionTimeout", "String"),
  bare("readTimeout", "String"),
  bare("pagination", "boolean", { defaultValue: "true" }),
  bare("allowKerberosAuthentication", "boolean", { defaultValue: "false" }),
  bare("serverPrincipal", "String"),
  bare("keyTab", "String"),
  bare("kerberosRealm", "String"),
  bare("krbPrincipalAttribute", "String"),
  bare("debug", "boolean", { defaultValue: "false" }),
  bare("useKerberosForPasswordAuthentication", "boolean", { defaultValue: "false" }),
];

// the Kerberos factory's labels and help texts are message keys the console translates
const kerberosProperties: Props = [
  text("kerberosRealm", "kerberos-realm", "kerberos-realm.tooltip"),
  text("serverPrincipal", "server-principal", "server-principal.tooltip"),
  text("keyTab", "keytab", "keytab.tooltip"),
  flag("debug", "debug", "debug.tooltip"),
  flag("allowPasswordAuthentication", "allow-password-authentication", "allow-password-authentication.tooltip"),
  list("editMode", "edit-mode", "edit-mode.tooltip", ["READ_ONLY", "UNSYNCED"]),
  flag("updateProfileFirstLogin", "update-profile-first-login", "update-profile-first-login.tooltip"),
];

const readOnlyFlag = flag("read.only", "Read Only", "Imported from LDAP but never written back when the user changes.");
const modeHelp =
  "Where memberships are read from and written to: LDAP only, read-only LDAP merged with Keycloak, or import.";
const membershipProperties = (kind: "group" | "role", defaultClasses: string): Props => [
  text("membership.ldap.attribute", "Membership LDAP Attribute", `The ${kind} entry's attribute naming its members.`, {
    defaultValue: "member",
  }),
  list(
    "membership.attribute.type",
    "Membership Attribute Type",
    "Whether members are named by DN or by UID.",
    ["DN", "UID"],
    "DN",
  ),
  text("membership.user.ldap.attribute", "Membership User LDAP Attribute", "The user attribute a UID member names.", {
    defaultValue: "uid",
  }),
  list("mode", "Mode", modeHelp, ["READ_ONLY", "LDAP_ONLY", "IMPORT"], "LDAP_ONLY"),
  list(
    "user.roles.retrieve.strategy",
    `User ${kind === "group" ? "Groups" : "Roles"} Retrieve Strategy`,
    "How a user's memberships are found: by the member attribute or by the user's memberOf.",
    kind === "group"
      ? ["LOAD_GROUPS_BY_MEMBER_ATTRIBUTE", "GET_GROUPS_FROM_USER_MEMBEROF_ATTRIBUTE"]
      : ["LOAD_ROLES_BY_MEMBER_ATTRIBUTE", "GET_ROLES_FROM_USER_MEMBEROF_ATTRIBUTE"],
    kind === "group" ? "LOAD_GROUPS_BY_MEMBER_ATTRIBUTE" : "LOAD_ROLES_BY_MEMBER_ATTRIBUTE",
  ),
  text("memberof.ldap.attribute", "Member-Of LDAP Attribute", "The user attribute listing the entries it belongs to.", {
    defaultValue: "memberOf",
  }),
  text(
    `${kind}.object.classes`,
    `${kind === "group" ? "Group" : "Role"} Object Classes`,
    "Object classes, comma separated.",
    {
      defaultValue: defaultClasses,
    },
  ),
];
/** mapper types sync nothing unless they say so (AbstractLDAPStorageMapperFactory's metadata) */
const NO_SYNC = { fedToKeycloakSyncSupported: false, keycloakToFedSyncSupported: false };
const syncMetadata = (kind: "groups" | "roles") => ({
  fedToKeycloakSyncSupported: true,
  fedToKeycloakSyncMessage: `sync-ldap-${kind}-to-keycloak`,
  keycloakToFedSyncSupported: true,
  keycloakToFedSyncMessage: `sync-keycloak-${kind}-to-ldap`,
});

export const LDAP_MAPPER_TYPES = [
  mapperType(
    "user-attribute-ldap-mapper",
    "Used to map single attribute from LDAP user to attribute of UserModel in Keycloak DB",
    [
      text("user.model.attribute", "User Model Attribute", "The user property or attribute the LDAP attribute fills.", {
        type: "UserProfileAttributeList",
      }),
      text("ldap.attribute", "LDAP Attribute", "The attribute of the LDAP entry."),
      readOnlyFlag,
      flag(
        "always.read.value.from.ldap",
        "Always Read Value From LDAP",
        "Read the value from LDAP rather than Keycloak's copy.",
      ),
      flag("is.mandatory.in.ldap", "Is Mandatory In LDAP", "Send an empty value to LDAP when Keycloak has none."),
      text(
        "attribute.default.value",
        "Attribute default value",
        "The value sent to LDAP when the mandatory attribute is empty.",
      ),
      flag("is.binary.attribute", "Is Binary Attribute", "The LDAP attribute holds binary data."),
    ],
  ),
  mapperType(
    "full-name-ldap-mapper",
    "Used to map full-name of user from single attribute in LDAP (usually 'cn' attribute) to firstName and lastName attributes of UserModel in Keycloak DB",
    [
      text("ldap.full.name.attribute", "LDAP Full Name Attribute", "The attribute holding the full name.", {
        defaultValue: "cn",
      }),
      readOnlyFlag,
      flag("write.only", "Write Only", "Write the full name to LDAP but never read it back."),
    ],
  ),
  mapperType(
    "group-ldap-mapper",
    "Used to map group mappings of groups from some LDAP DN to Keycloak group mappings",
    [
      text("groups.dn", "LDAP Groups DN", "Where the groups live, e.g. ou=groups,dc=example,dc=org.", {
        required: true,
      }),
      text(
        "groups.relative.create.dn",
        "Relative creation DN",
        "Where new groups are created, relative to the groups DN.",
      ),
      text("group.name.ldap.attribute", "Group Name LDAP Attribute", "The attribute naming a group (its RDN).", {
        defaultValue: "cn",
      }),
      flag("preserve.group.inheritance", "Preserve Group Inheritance", "Keep LDAP's group tree in Keycloak.", "true"),
      flag("ignore.missing.groups", "Ignore Missing Groups", "Skip groups missing from the hierarchy."),
      text("groups.ldap.filter", "LDAP Filter", "An extra filter for the groups, starting with ( and ending with )."),
      text(
        "mapped.group.attributes",
        "Mapped Group Attributes",
        "LDAP group attributes copied to Keycloak, comma separated.",
      ),
      flag(
        "drop.non.existing.groups.during.sync",
        "Drop non-existing groups during sync",
        "Delete Keycloak groups gone from LDAP.",
      ),
      text("groups.path", "Groups Path", "The Keycloak group the LDAP groups go under.", { defaultValue: "/" }),
      ...membershipProperties("group", "groupOfNames"),
    ],
    syncMetadata("groups"),
  ),
  mapperType(
    "role-ldap-mapper",
    "Used to map role mappings of roles from some LDAP DN to Keycloak role mappings of either realm roles or client roles of particular client",
    [
      text("roles.dn", "LDAP Roles DN", "Where the roles live, e.g. ou=finance,dc=example,dc=org.", { required: true }),
      text("role.name.ldap.attribute", "Role Name LDAP Attribute", "The attribute naming a role (its RDN).", {
        defaultValue: "cn",
      }),
      text("roles.ldap.filter", "LDAP Filter", "An extra filter for the roles, starting with ( and ending with )."),
      flag("use.realm.roles.mapping", "Use Realm Roles Mapping", "Map to realm roles rather than a client's.", "true"),
      property("client.id", "Client ID", "The client whose roles are mapped.", { type: "ClientList" }),
      ...membershipProperties("role", "groupOfNames"),
    ],
    syncMetadata("roles"),
  ),
  mapperType(
    "hardcoded-ldap-role-mapper",
    "When user is imported from LDAP, he will be automatically added into this configured role.",
    [property("role", "Role", "The role every imported user gets.", { type: "Role" })],
  ),
  mapperType(
    "hardcoded-ldap-group-mapper",
    "When user is imported from LDAP, he will be automatically added into this configured group.",
    [property("group", "Group", "The group every imported user joins.", { type: "Group" })],
  ),
  mapperType(
    "hardcoded-ldap-attribute-mapper",
    "This mapper is supported just if syncRegistrations is enabled. When new user is registered in Keycloak, he will be written to the LDAP with the hardcoded value of some specified attribute.",
    [
      text("ldap.attribute.name", "LDAP Attribute Name", "The LDAP attribute a registered user gets."),
      text("ldap.attribute.value", "LDAP Attribute Value", "Its value; the random placeholder makes a random one."),
    ],
  ),
  mapperType(
    "hardcoded-attribute-mapper",
    "This mapper will hardcode any model user attribute and some property (like emailVerified or enabled) when importing user from ldap.",
    [
      text("user.model.attribute", "User Model Attribute Name", "The user property or attribute set on import.", {
        type: "UserProfileAttributeList",
      }),
      text("attribute.value", "Attribute Value", "The value it gets."),
    ],
  ),
  mapperType(
    "certificate-ldap-mapper",
    "Used to map single attribute which contains a certificate from LDAP user to attribute of UserModel in Keycloak DB",
    [
      text("user.model.attribute", "User Model Attribute", "The user attribute the certificate fills.", {
        type: "UserProfileAttributeList",
      }),
      text("ldap.attribute", "LDAP Attribute", "The attribute holding the certificate."),
      readOnlyFlag,
      flag(
        "always.read.value.from.ldap",
        "Always Read Value From LDAP",
        "Read the value from LDAP rather than Keycloak's copy.",
      ),
      flag("is.mandatory.in.ldap", "Is Mandatory In LDAP", "Send an empty value to LDAP when Keycloak has none."),
      flag("is.der.formatted", "DER Formatted", "The certificate is DER rather than PEM."),
    ],
  ),
  mapperType(
    "msad-user-account-control-mapper",
    "Mapper specific to MSAD. It's able to integrate the MSAD user account state into Keycloak account state (account enabled, password is expired etc).",
    [
      flag(
        "ldap.password.policy.hints.enabled",
        "Password Policy Hints Enabled",
        "Ask Active Directory to check its password policy.",
      ),
    ],
  ),
  mapperType(
    "msad-lds-user-account-control-mapper",
    "Mapper specific to MSAD LDS. It's able to integrate the MSAD LDS user account state into Keycloak account state (account enabled, password is expired etc).",
    [],
  ),
  mapperType(
    "kerberos-principal-attribute-mapper",
    "Map the Kerberos principal attribute of the LDAP user to the Keycloak user.",
    [text("ldap.attribute", "LDAP Attribute", "The attribute holding the Kerberos principal.")],
  ),
];

// the Server Developer Guide's example factory declares one property and no help text of its own; the dev server reads
// the path inside its DATA_DIR/user-storage folder (realm/property-file/userStorageFolder.ts)
const propertyFileProperties: Props = [
  text("path", "Path", "File path to properties file, relative to the server's DATA_DIR/user-storage folder", {
    defaultValue: "example-users.properties",
  }),
];

export const USER_STORAGE_TYPES = [
  componentType("ldap", "LDAP", ldapProperties),
  componentType("kerberos", "Kerberos", kerberosProperties),
  componentType("readonly-property-file", "", propertyFileProperties),
];
