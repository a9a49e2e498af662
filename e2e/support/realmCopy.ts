// A copy of a realm's configuration under another name, for the realm diff's specs: Keycloak's partial export of
// it, created again as a new realm. Ids are the source's and must not come along; the realm's name inside paths and
// its default role take the copy's name; organizations name members, who are users the export leaves out.
import type KcAdminClient from "@keycloak/keycloak-admin-client";
import type RealmRepresentation from "@keycloak/keycloak-admin-client/lib/defs/realmRepresentation";

const IDS = new Set(["id", "_id", "containerId", "internalId"]);

function withoutIds(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutIds);
  if (typeof value !== "object" || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !IDS.has(key))
      .map(([key, inner]) => [key, withoutIds(inner)]),
  );
}

export async function copyRealm(admin: KcAdminClient, from: string, to: string): Promise<void> {
  const exported = await admin.realms.export({ realm: from, exportClients: true, exportGroupsAndRoles: true });
  const renamed = JSON.stringify(exported)
    .split(`/realms/${from}/`)
    .join(`/realms/${to}/`)
    .split(`"default-roles-${from}"`)
    .join(`"default-roles-${to}"`);
  const rep = withoutIds(JSON.parse(renamed)) as RealmRepresentation & { organizations?: unknown };
  delete rep.organizations;
  await admin.realms.create({ ...rep, realm: to });
}
