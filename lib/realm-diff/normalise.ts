// A realm's export as the diff compares it: its objects by section and natural key, flattened, ids and secrets
// left out, defaults filled in and the realm's own name written alike for every realm.
import type RealmRepresentation from "@keycloak/keycloak-admin-client/lib/defs/realmRepresentation.js";
import {
  CLIENT_SCOPE_DEFAULTS,
  IDENTITY_PROVIDER_DEFAULTS,
  ROLE_DEFAULTS,
  withClientDefaults,
  withDefaults,
  withMapperDefaults,
  withRealmDefaults,
} from "./defaults";
import { flatten } from "./flatten";
import { sectionObjects } from "./objects";
import { DIFF_SECTIONS, type DiffSection, type NormalisedObject, type NormalisedRealm } from "./types";

const SECTION_DEFAULTS: Partial<Record<DiffSection, Record<string, unknown>>> = {
  clientScopes: CLIENT_SCOPE_DEFAULTS,
  roles: ROLE_DEFAULTS,
  identityProviders: IDENTITY_PROVIDER_DEFAULTS,
};

export function normaliseRealm(rep: RealmRepresentation): NormalisedRealm {
  const realm = rep.realm ?? "";
  const sections = {} as NormalisedRealm;
  for (const section of DIFF_SECTIONS) {
    const defaults = SECTION_DEFAULTS[section] ?? {};
    const objects: Record<string, NormalisedObject> = {};
    for (const { key, label, value } of sectionObjects(rep, section)) {
      // an identity provider's mappers are in their own list, which has the same keys as a provider
      const filled =
        section === "realm"
          ? withRealmDefaults(value)
          : section === "clients"
            ? withClientDefaults(value)
            : key.startsWith("mapper:")
              ? value
              : withMapperDefaults(withDefaults(value, defaults));
      objects[key] = { key, label, fields: flatten(filled, realm) };
    }
    sections[section] = objects;
  }
  return sections;
}
