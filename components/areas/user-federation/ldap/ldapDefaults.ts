import { CACHE_DEFAULTS } from "../shared/cachePolicy";
import { requiredCacheKeys } from "../shared/providerSchema";

export const LDAP_VENDORS = ["ad", "rhds", "tivoli", "edirectory", "other"] as const;
export type LdapVendor = (typeof LDAP_VENDORS)[number];

/** Message key of each vendor's name. */
export const VENDOR_LABELS: Record<LdapVendor, string> = {
  ad: "vendorActiveDirectory",
  rhds: "vendorRedHatDirectoryServer",
  tivoli: "vendorTivoli",
  edirectory: "vendorNovellEDirectory",
  other: "vendorOther",
};

type VendorDefaults = Record<
  "usernameLDAPAttribute" | "rdnLDAPAttribute" | "uuidLDAPAttribute" | "krbPrincipalAttribute" | "userObjectClasses",
  string
>;

const directoryServer = (uuid: string, kerberos: string): VendorDefaults => ({
  usernameLDAPAttribute: "uid",
  rdnLDAPAttribute: "uid",
  uuidLDAPAttribute: uuid,
  krbPrincipalAttribute: kerberos,
  userObjectClasses: "inetOrgPerson, organizationalPerson",
});

/** What choosing a vendor fills in, as Keycloak's console does. */
export const VENDOR_DEFAULTS: Record<LdapVendor, VendorDefaults> = {
  ad: {
    usernameLDAPAttribute: "cn",
    rdnLDAPAttribute: "cn",
    uuidLDAPAttribute: "objectGUID",
    krbPrincipalAttribute: "userPrincipalName",
    userObjectClasses: "person, organizationalPerson, user",
  },
  rhds: directoryServer("nsuniqueid", "krbPrincipalName"),
  tivoli: directoryServer("uniqueidentifier", "krbPrincipalName"),
  edirectory: directoryServer("guid", "krbPrincipalName"),
  other: directoryServer("entryUUID", "krb5PrincipalName"),
};

export const isLdapVendor = (value: string | undefined): value is LdapVendor =>
  (LDAP_VENDORS as readonly (string | undefined)[]).includes(value);

/** A new LDAP provider's settings: Keycloak's defaults, attributes as for Active Directory (the first vendor). */
export const LDAP_DEFAULTS: Record<string, string> = {
  enabled: "true",
  vendor: "ad",
  connectionUrl: "",
  startTls: "false",
  useTruststoreSpi: "always",
  connectionPooling: "true",
  connectionTimeout: "",
  authType: "simple",
  bindDn: "",
  bindCredential: "",
  editMode: "",
  usersDn: "",
  ...VENDOR_DEFAULTS.ad,
  customUserSearchFilter: "",
  searchScope: "1",
  readTimeout: "",
  pagination: "true",
  referral: "",
  importEnabled: "true",
  syncRegistrations: "true",
  batchSizeForSync: "",
  fullSyncPeriod: "-1",
  changedSyncPeriod: "-1",
  removeInvalidUsersEnabled: "true",
  allowKerberosAuthentication: "false",
  kerberosRealm: "",
  serverPrincipal: "",
  keyTab: "",
  debug: "false",
  useKerberosForPasswordAuthentication: "false",
  ...CACHE_DEFAULTS,
  usePasswordModifyExtendedOp: "false",
  validatePasswordPolicy: "false",
  trustEmail: "false",
  connectionTrace: "false",
};

/** What an LDAP provider needs before it is saved; a bind DN and credential only with simple authentication. */
export function requiredLdapKeys(config: Record<string, string>): string[] {
  return [
    "vendor",
    "connectionUrl",
    ...(config.authType === "simple" ? ["bindDn", "bindCredential"] : []),
    "editMode",
    "usersDn",
    "usernameLDAPAttribute",
    "rdnLDAPAttribute",
    "uuidLDAPAttribute",
    "userObjectClasses",
    ...(config.periodicFullSync === "true" ? ["fullSyncPeriod"] : []),
    ...(config.periodicChangedUsersSync === "true" ? ["changedSyncPeriod"] : []),
    ...(config.allowKerberosAuthentication === "true" ? ["kerberosRealm", "serverPrincipal", "keyTab"] : []),
    ...requiredCacheKeys(config),
  ];
}

const PERIODS = [
  ["periodicFullSync", "fullSyncPeriod", "604800"],
  ["periodicChangedUsersSync", "changedSyncPeriod", "86400"],
] as const;

/** Keycloak stores a periodic sync that is off as the period -1; the form shows a switch and a period instead. */
export function ldapConfigToForm(config: Record<string, string>): Record<string, string> {
  const form = { ...config };
  for (const [toggle, period, fallback] of PERIODS) {
    const on = Number(config[period]) > 0;
    form[toggle] = String(on);
    form[period] = on ? config[period] : fallback;
  }
  return form;
}

/** The config as Keycloak stores it: an unchecked periodic sync is -1, and the switches are not stored. */
export function ldapFormToConfig(form: Record<string, string>): Record<string, string> {
  const config = { ...form };
  for (const [toggle, period] of PERIODS) {
    if (config[toggle] !== "true") config[period] = "-1";
    delete config[toggle];
  }
  return config;
}

export const LDAP_CONFIG_ADAPTER = { toForm: ldapConfigToForm, toStored: ldapFormToConfig };
