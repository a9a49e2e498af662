// Set-up shared by the authorization services scenarios: a confidential client with its resource server on.
import type { Api } from "./api.js";

/** a new resource server's client (Keycloak needs its service account on to switch authorization on) */
export async function resourceServer(api: Api, clientId: string): Promise<string> {
  return api.created("/clients", { clientId, authorizationServicesEnabled: true, serviceAccountsEnabled: true });
}

/** the path of a client's resource server */
export const authz = (clientUuid: string) => `/clients/${clientUuid}/authz/resource-server`;
