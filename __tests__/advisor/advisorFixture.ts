import { UnmanagedAttributePolicy } from "@keycloak/keycloak-admin-client/lib/defs/userProfileMetadata.js";
import type { AdvisorData, Rule } from "@/lib/advisor/types";

/** When the fixture's configuration was read. */
export const NOW = Date.parse("2026-06-01T00:00:00Z");
export const secondsAgo = (days: number) => String(Math.floor(NOW / 1000) - days * 86400);

/** A realm configured as the advisor wants it: no rule finds anything in it. */
export function cleanData(): AdvisorData {
  return {
    now: NOW,
    realm: {
      realm: "clean",
      sslRequired: "external",
      bruteForceProtected: true,
      passwordPolicy: "length(12) and notUsername(undefined)",
      registrationAllowed: true,
      verifyEmail: true,
      accessTokenLifespan: 300,
      ssoSessionIdleTimeout: 1800,
      ssoSessionMaxLifespan: 36000,
      offlineSessionMaxLifespanEnabled: true,
      revokeRefreshToken: true,
    },
    clients: [
      { id: "rm", clientId: "realm-management", bearerOnly: true },
      {
        id: "spa",
        clientId: "spa",
        publicClient: true,
        standardFlowEnabled: true,
        fullScopeAllowed: false,
        redirectUris: ["https://app.example.com/*", "http://localhost:3000/*"],
        webOrigins: ["+"],
        attributes: { "pkce.code.challenge.method": "S256" },
      },
      {
        id: "cli",
        clientId: "admin-cli",
        publicClient: true,
        standardFlowEnabled: false,
        directAccessGrantsEnabled: true,
      },
      {
        id: "backend",
        clientId: "backend",
        serviceAccountsEnabled: true,
        redirectUris: [],
        attributes: { "client.secret.creation.time": secondsAgo(20) },
      },
    ],
    identityProviders: [
      {
        alias: "corp",
        providerId: "oidc",
        trustEmail: false,
        config: { syncMode: "FORCE", validateSignature: "true" },
      },
    ],
    clientPolicies: [],
    clientProfiles: [],
    userStorage: [
      {
        id: "ldap1",
        name: "directory",
        providerId: "ldap",
        config: { connectionUrl: ["ldaps://ldap.example.com"], startTls: ["false"] },
      },
    ],
    eventsConfig: { eventsEnabled: true, eventsExpiration: 2592000, adminEventsEnabled: true },
    userProfile: { attributes: [], unmanagedAttributePolicy: UnmanagedAttributePolicy.AdminView },
    defaultRoles: [
      { id: "r1", name: "offline_access", clientRole: false, containerId: "clean" },
      { id: "r2", name: "view-profile", clientRole: true, containerId: "account" },
    ],
    adminGroups: [],
    compositeRoles: [
      // realm-management's own composite: administering the realm is what it is for
      {
        role: { id: "ra", name: "realm-admin", composite: true, clientRole: true, containerId: "rm" },
        composites: [{ id: "mu", name: "manage-users", clientRole: true, containerId: "rm" }],
      },
      {
        role: { id: "auditor", name: "auditor", composite: true, clientRole: false, containerId: "clean" },
        composites: [{ id: "vu", name: "view-users", clientRole: true, containerId: "rm" }],
      },
    ],
    serviceAccountAdminRoles: { backend: [] },
    serviceAccountUsers: ["sa-backend"],
    administrators: [{ user: { id: "u1", username: "ada" }, credentialTypes: ["password", "otp"] }],
  };
}

/** The subjects a rule reports on the data, as `kind:name` for a terse comparison. */
export function found(rule: Rule, data: AdvisorData): string[] {
  return rule.check(data).map(({ subject }) => {
    switch (subject.kind) {
      case "realm":
        return `realm:${subject.tab}`;
      case "client":
        return `client:${subject.name}`;
      case "user":
        return `user:${subject.name}`;
      case "group":
        return `group:${subject.name}`;
      case "role":
        return `role:${subject.name}`;
      case "identityProvider":
        return `identity-provider:${subject.alias}`;
      case "userStorage":
        return `user-storage:${subject.name}`;
    }
  });
}
