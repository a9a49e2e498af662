import type ClientRepresentation from "@keycloak/keycloak-admin-client/lib/defs/clientRepresentation.js";
import { tabList, type TabOf } from "@/lib/router/tabList";
import { isRealmClient } from "../isRealmClient";

export const clientTabs = tabList(
  "clients/$clientId",
  [
    "settings",
    "keys",
    "credentials",
    "roles",
    "clientScopes",
    "authorization",
    "serviceAccount",
    "sessions",
    "permissions",
    "advanced",
  ],
  // the authorization services have tabs of their own (the client-authorization area): this tab opens the first
  { elsewhere: { authorization: "clients/$clientId/authorization/settings" } },
);

export type ClientTab = TabOf<typeof clientTabs>;

/** Which tabs a client has, as Keycloak shows them: keys and credentials only where they mean something. */
export function clientHasTab(client: ClientRepresentation, tab: ClientTab): boolean {
  const realmClient = isRealmClient(client);
  switch (tab) {
    case "keys":
      return !realmClient && !client.bearerOnly && (client.protocol === "saml" || !client.publicClient);
    case "credentials":
      return !realmClient && !client.publicClient && client.protocol !== "saml";
    case "clientScopes":
      return !realmClient && !client.bearerOnly;
    case "authorization":
      return !!client.authorizationServicesEnabled;
    case "serviceAccount":
      return !!client.serviceAccountsEnabled;
    case "sessions":
      return !realmClient;
    default:
      return true;
  }
}

/** What every tab of a client's details gets: the client as loaded, and whether the admin may only view. */
export type ClientTabProps = { realm: string; client: ClientRepresentation; readOnly: boolean };
