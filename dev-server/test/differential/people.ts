// Set-up shared by the people-* scenarios (users, groups, roles): made quietly, so only what a scenario asks is compared.
import type { Api } from "./api.js";

/** an id no user, group, role or client of either server has */
export const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";

/** a new enabled user; returns its id */
export async function createUser(api: Api, username: string, fields: Record<string, unknown> = {}): Promise<string> {
  return api.idFrom(await api.quietly("POST", "/users", { username, enabled: true, ...fields }));
}

/** a new top-level group, or a child of `parentId`; returns its id */
export async function createGroup(api: Api, name: string, parentId?: string): Promise<string> {
  return api.idFrom(await api.quietly("POST", parentId ? `/groups/${parentId}/children` : "/groups", { name }));
}

/** a new realm role, returned as the server answers it (id and name) */
export async function createRealmRole(api: Api, name: string): Promise<{ id: string; name: string }> {
  await api.quietly("POST", "/roles", { name });
  return (await api.quietly("GET", `/roles/${encodeURIComponent(name)}`)).body as { id: string; name: string };
}

/** the internal id of a client, by its clientId */
export async function clientUuid(api: Api, clientId: string): Promise<string> {
  const [client] = (await api.quietly("GET", "/clients", undefined, { query: { clientId } })).body as { id: string }[];
  if (!client) throw new Error(`${api.target.name}: no client ${clientId}`);
  return client.id;
}

/** a client role, returned as the server answers it (id and name) */
export async function clientRole(api: Api, clientId: string, name: string): Promise<{ id: string; name: string }> {
  const uuid = await clientUuid(api, clientId);
  return (await api.quietly("GET", `/clients/${uuid}/roles/${encodeURIComponent(name)}`)).body as {
    id: string;
    name: string;
  };
}

/** admin-cli's password grant in the scenario's realm, as a login does it (a session, or a failure counted); the status */
export async function passwordGrant(api: Api, username: string, password: string, scope = "openid"): Promise<number> {
  const response = await fetch(`${api.target.url}/realms/${api.realm}/protocol/openid-connect/token`, {
    method: "POST",
    body: new URLSearchParams({ grant_type: "password", client_id: "admin-cli", username, password, scope }),
  });
  await response.body?.cancel();
  return response.status;
}

/** signs a user in, which opens a session */
export async function signIn(api: Api, username: string, password: string, scope = "openid"): Promise<void> {
  const status = await passwordGrant(api, username, password, scope);
  if (status !== 200) throw new Error(`${api.target.name}: ${username} could not sign in: ${status}`);
}
