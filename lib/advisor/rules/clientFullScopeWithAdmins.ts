import type ClientRepresentation from "@keycloak/keycloak-admin-client/lib/defs/clientRepresentation.js";
import type RealmRepresentation from "@keycloak/keycloak-admin-client/lib/defs/realmRepresentation.js";
import type { Rule } from "../types";
import { clientSubject } from "../subjects";

// Keycloak's own clients: their full scope is how the admin console and the account console work
const KEYCLOAK_CLIENTS = new Set([
  "security-admin-console",
  "admin-cli",
  "account-console",
  "account",
  "broker",
  "realm-management",
]);

const keycloakOwn = (client: ClientRepresentation, realm: RealmRepresentation) =>
  KEYCLOAK_CLIENTS.has(client.clientId ?? "") ||
  // the master realm holds a "{realm}-realm" client for every realm
  (realm.realm === "master" && (client.clientId ?? "").endsWith("-realm"));

// people sign in to it, so an admin's token from it carries what the admin holds
const signInClient = (client: ClientRepresentation) =>
  !client.bearerOnly && (client.standardFlowEnabled === true || client.implicitFlowEnabled === true);

/**
 * Full scope is Keycloak's default, so it is flagged only where it matters: on clients people sign in to, in a realm
 * where someone who signs in (not a client's service account) holds an administration role directly, or a group
 * holds one for its members.
 */
export const clientFullScopeWithAdmins: Rule = {
  id: "client-full-scope-with-admins",
  severity: "medium",
  title: "advisorFullScopeWithAdmins",
  why: "advisorFullScopeWithAdminsWhy",
  needs: ["realm", "clients", "administrators", "serviceAccountUsers", "adminGroups"],
  check: ({ realm, clients, administrators, serviceAccountUsers, adminGroups }) => {
    const admins = administrators.filter(({ user }) => !serviceAccountUsers.includes(user.id ?? ""));
    if (admins.length === 0 && adminGroups.length === 0) return [];
    return clients
      .filter((client) => client.fullScopeAllowed !== false && signInClient(client) && !keycloakOwn(client, realm))
      .map((client) => ({
        subject: { ...clientSubject(client), tab: "dedicatedScope" },
        fix: {
          target: "client",
          patch: { fullScopeAllowed: false },
          changes: [{ label: "fullScopeAllowed", before: true, after: false }],
        },
      }));
  },
};
