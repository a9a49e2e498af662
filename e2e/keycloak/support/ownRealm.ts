// A realm of a spec's own, made before its tests and removed after them: realm-wide settings changed there (flows,
// lifespans, themes, locales) cannot reach the specs that run beside it in acme.
import type RealmRepresentation from "@keycloak/keycloak-admin-client/lib/defs/realmRepresentation";
import { test } from "./fixtures";
import { endAdminSession, keycloakAdmin } from "./keycloak";
import { unique } from "../../support/unique";

export function useOwnRealm(prefix: string, settings: RealmRepresentation = {}): string {
  const realm = unique(prefix);
  test.beforeAll(async () => {
    const admin = await keycloakAdmin();
    await admin.realms.create({ realm, enabled: true, ...settings });
    await endAdminSession(admin);
  });
  test.afterAll(async () => {
    const admin = await keycloakAdmin();
    await admin.realms.del({ realm });
    await endAdminSession(admin);
  });
  return realm;
}
