// The facts of GET /admin/serverinfo the console reads, as the differential suite compares them. Facts carry over
// from Keycloak, text does not: labels, help texts, descriptions, display names and categories are each server's
// own wording, so they are left out here. What the console does not read (Keycloak 26.7's component types of
// authenticators, protocol mappers, identity providers and workflows) is left out too.

type Json = Record<string, unknown>;

/** the component types the console reads, by a short name a `differs` field can spell (theirs hold dots) */
const COMPONENT_TYPES: Record<string, string> = {
  keys: "org.keycloak.keys.KeyProvider",
  userStorage: "org.keycloak.storage.UserStorageProvider",
  ldapMappers: "org.keycloak.storage.ldap.mappers.LDAPStorageMapper",
  validators: "org.keycloak.validate.Validator",
  conditions: "org.keycloak.services.clientpolicy.condition.ClientPolicyConditionProvider",
  executors: "org.keycloak.services.clientpolicy.executor.ClientPolicyExecutorProvider",
  uiPages: "org.keycloak.services.ui.extend.UiPageProvider",
  uiTabs: "org.keycloak.services.ui.extend.UiTabProvider",
};

/**
 * the SPIs the dev server runs, which the dashboard lists (and whose ids the console offers: event listeners, the
 * JOSE algorithms of a client's settings); Keycloak's others are named in `providers.notRun`
 */
const RUN_SPIS = [
  "login-protocol",
  "eventsListener",
  "signature",
  "cekmanagement",
  "contentencryption",
  "password-hashing",
  "credential",
  "client-authenticator",
  "userProfile",
  "identity_provider",
  "social",
  "required-action",
  "authenticator",
  "form-action",
  "form-authenticator",
  "storage",
  "keys",
  "theme",
];

/** the host's figures: compared for being there (a realm's own admin sees none), their values never */
export const HOST_SECTIONS = ["systemInfo", "memoryInfo", "cpuInfo"];

const isRecord = (value: unknown): value is Json => !!value && typeof value === "object" && !Array.isArray(value);
const list = (value: unknown): Json[] => (Array.isArray(value) ? value.filter(isRecord) : []);
const sorted = (value: unknown) => (Array.isArray(value) ? [...(value as string[])].sort() : value);
const byId = (items: Json[], facts: (item: Json) => unknown, key = "id") =>
  Object.fromEntries(items.map((item) => [String(item[key]), facts(item)]));

/** a configuration property's facts: its name, type, default, options and flags, in the form's order */
const property = (p: Json) => ({
  name: p.name,
  type: p.type,
  defaultValue: p.defaultValue,
  options: p.options,
  required: p.required,
  readOnly: p.readOnly,
  secret: p.secret,
});

const componentType = (type: Json) => ({
  properties: list(type.properties).map(property),
  clientProperties: list(type.clientProperties).map(property),
  metadata: type.metadata,
});

const feature = (f: Json) => ({
  type: f.type,
  enabled: f.enabled,
  dependencies: sorted(f.dependencies),
  deprecated: f.deprecated ?? false,
});

/** GET /admin/serverinfo's body reduced to the facts the console reads; anything else (a refusal) as it is */
export function serverInfoFacts(body: unknown): unknown {
  if (!isRecord(body) || !Array.isArray(body.features)) return body;
  const components = isRecord(body.componentTypes) ? body.componentTypes : {};
  const providers = isRecord(body.providers) ? body.providers : {};
  const profile = isRecord(body.profileInfo) ? body.profileInfo : {};
  const mapperTypes = isRecord(body.protocolMapperTypes) ? body.protocolMapperTypes : {};
  const builtins = isRecord(body.builtinProtocolMappers) ? body.builtinProtocolMappers : {};
  const installations = isRecord(body.clientInstallations) ? body.clientInstallations : {};
  const themes = isRecord(body.themes) ? body.themes : {};
  const spiFacts = (spi: unknown) =>
    isRecord(spi) && {
      internal: spi.internal,
      providers: byId(
        Object.entries(isRecord(spi.providers) ? spi.providers : {}).map(([id, p]) => ({ id, ...(p as Json) })),
        ({ order }) => order,
      ),
    };
  return {
    sections: Object.keys(body).sort(),
    ...Object.fromEntries(HOST_SECTIONS.filter((name) => name in body).map((name) => [name, body[name]])),
    features: byId(list(body.features), feature, "name"),
    profileInfo: {
      name: profile.name,
      disabledFeatures: sorted(profile.disabledFeatures),
      previewFeatures: sorted(profile.previewFeatures),
      experimentalFeatures: sorted(profile.experimentalFeatures),
    },
    componentTypes: Object.fromEntries(
      Object.entries(COMPONENT_TYPES).map(([short, type]) => [short, byId(list(components[type]), componentType)]),
    ),
    protocolMapperTypes: Object.fromEntries(
      Object.entries(mapperTypes).map(([protocol, types]) => [
        protocol,
        byId(list(types), (t) => ({ priority: t.priority, properties: list(t.properties).map(property) })),
      ]),
    ),
    builtinProtocolMappers: Object.fromEntries(
      Object.entries(builtins).map(([protocol, mappers]) => [
        protocol,
        byId(
          list(mappers),
          ({ protocol: p, protocolMapper, consentRequired, config }) => ({
            protocol: p,
            protocolMapper,
            consentRequired,
            config,
          }),
          "name",
        ),
      ]),
    ),
    clientInstallations: Object.fromEntries(
      Object.entries(installations).map(([protocol, kinds]) => [
        protocol,
        byId(list(kinds), ({ protocol: p, downloadOnly, filename, mediaType }) => ({
          protocol: p,
          downloadOnly,
          filename,
          mediaType,
        })),
      ]),
    ),
    identityProviders: byId(list(body.identityProviders), (p) => ({ groupName: p.groupName })),
    socialProviders: byId(list(body.socialProviders), (p) => ({ groupName: p.groupName })),
    themes: Object.fromEntries(
      Object.entries(themes).map(([kind, named]) => [kind, byId(list(named), (t) => sorted(t.locales ?? []), "name")]),
    ),
    providers: {
      ...Object.fromEntries(RUN_SPIS.map((spi) => [spi, spiFacts(providers[spi])])),
      notRun: Object.keys(providers)
        .filter((spi) => !RUN_SPIS.includes(spi))
        .sort(),
    },
    passwordPolicies: byId(list(body.passwordPolicies), ({ configType, defaultValue, multipleSupported }) => ({
      configType,
      defaultValue,
      multipleSupported,
    })),
    parameterizedScopeTypes: byId(list(body.parameterizedScopeTypes), ({ repeatable }) => ({ repeatable }), "name"),
    cryptoInfo: Object.fromEntries(
      Object.entries(isRecord(body.cryptoInfo) ? body.cryptoInfo : {}).map(([name, value]) => [name, sorted(value)]),
    ),
    enums: Object.fromEntries(
      Object.entries(isRecord(body.enums) ? body.enums : {}).map(([name, value]) => [name, sorted(value)]),
    ),
  };
}
