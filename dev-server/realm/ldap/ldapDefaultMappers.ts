// The mappers Keycloak's LDAP provider factory adds when a provider is created (LDAPStorageProviderFactory.onCreate):
// username, first name (or full name / username-cn for Active Directory layouts), last name, email, creation and
// modify dates, and MSAD account controls for Active Directory.
import { randomUUID } from "node:crypto";
import type ComponentRepresentation from "@keycloak/keycloak-admin-client/lib/defs/componentRepresentation.js";
import { first, LDAP_MAPPER_TYPE, ldapConfig, type ComponentConfig } from "./ldapConfig.js";

type Mapper = ComponentRepresentation & { id: string };

function mapper(parentId: string, name: string, providerId: string, config: Record<string, string> = {}): Mapper {
  return {
    id: randomUUID(),
    name,
    parentId,
    providerId,
    providerType: LDAP_MAPPER_TYPE,
    config: Object.fromEntries(Object.entries(config).map(([k, v]) => [k, [v]])),
  };
}

function attributeMapper(
  parentId: string,
  name: string,
  modelAttribute: string,
  ldapAttribute: string,
  flags: { readOnly: string; alwaysRead: string; mandatory: string },
): Mapper {
  return mapper(parentId, name, "user-attribute-ldap-mapper", {
    "user.model.attribute": modelAttribute,
    "ldap.attribute": ldapAttribute,
    "read.only": flags.readOnly,
    "always.read.value.from.ldap": flags.alwaysRead,
    "is.mandatory.in.ldap": flags.mandatory,
  });
}

export function defaultLdapMappers(providerId: string, config: ComponentConfig): Mapper[] {
  const cfg = ldapConfig(config);
  const activeDirectory = first(config, "vendor") === "ad";
  const readOnly = String(cfg.editMode !== "WRITABLE");
  const alwaysRead = String(cfg.editMode !== "UNSYNCED");
  const username = cfg.usernameAttribute;
  const plain = { readOnly, alwaysRead, mandatory: "true" };
  const mappers = [attributeMapper(providerId, "username", "username", username, { ...plain, alwaysRead: "false" })];
  if (cfg.rdnAttribute.toLowerCase() !== "cn")
    mappers.push(attributeMapper(providerId, "first name", "firstName", "cn", plain));
  else if (username.toLowerCase() === "cn")
    mappers.push(attributeMapper(providerId, "first name", "firstName", "givenName", plain));
  else if (cfg.editMode === "WRITABLE")
    mappers.push(
      attributeMapper(providerId, "first name", "firstName", "givenName", plain),
      attributeMapper(providerId, "username-cn", "username", "cn", { ...plain, alwaysRead: "false" }),
    );
  else
    mappers.push(
      mapper(providerId, "full name", "full-name-ldap-mapper", {
        "ldap.full.name.attribute": "cn",
        "read.only": readOnly,
        "write.only": "false",
      }),
    );
  const stamp = { readOnly: "true", alwaysRead, mandatory: "false" };
  mappers.push(
    attributeMapper(providerId, "last name", "lastName", "sn", plain),
    attributeMapper(providerId, "email", "email", "mail", { readOnly, alwaysRead: "false", mandatory: "false" }),
    attributeMapper(
      providerId,
      "creation date",
      "createTimestamp",
      activeDirectory ? "whenCreated" : "createTimestamp",
      stamp,
    ),
    attributeMapper(
      providerId,
      "modify date",
      "modifyTimestamp",
      activeDirectory ? "whenChanged" : "modifyTimestamp",
      stamp,
    ),
  );
  if (activeDirectory) mappers.push(mapper(providerId, "MSAD account controls", "msad-user-account-control-mapper"));
  return mappers;
}
