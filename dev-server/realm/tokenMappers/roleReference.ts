// A role as mapper configs name it: "name" for a realm role, "clientId.name" for a client role. A clientId may hold
// dots itself, so the longest clientId of the realm that prefixes the text wins, as Keycloak resolves it; a text that
// names no known client falls back to its last dot.
import type { RealmData } from "../../store/model.js";

export interface RoleReference {
  clientId?: string;
  name: string;
}

export function parseRoleReference(realm: RealmData, text: string): RoleReference {
  const realmRoleExists = [...realm.roles.values()].some((r) => !r.clientRole && r.name === text);
  if (realmRoleExists || !text.includes(".")) return { name: text };
  const clients = [...realm.clients.values()]
    .filter((c) => text.startsWith(`${c.clientId}.`) && text.length > c.clientId.length + 1)
    .sort((a, b) => b.clientId.length - a.clientId.length);
  if (clients.length) return { clientId: clients[0].clientId, name: text.slice(clients[0].clientId.length + 1) };
  const dot = text.lastIndexOf(".");
  return { clientId: text.slice(0, dot), name: text.slice(dot + 1) };
}
