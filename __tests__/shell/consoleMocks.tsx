import type WhoAmIRepresentation from "@keycloak/keycloak-admin-client/lib/defs/whoAmIRepresentation.js";
import type RealmRepresentation from "@keycloak/keycloak-admin-client/lib/defs/realmRepresentation.js";
import type { ServerInfoRepresentation } from "@keycloak/keycloak-admin-client/lib/defs/serverInfoRepesentation.js";
import { useParams } from "@tanstack/react-router";
import { hasAccess, permissionsIn, type AccessRule } from "@/lib/access";
import { DEFAULT_ENVIRONMENT, type Environment } from "@/lib/env";
import type { RealmNameRepresentation, RealmNamesQuery } from "@/lib/queries/realms";

// State behind the mocked contract hooks (lib/console-context, lib/queries/*, react-oidc-context).
// Test files wire the modules by importing ./mockModules first.

type NamesResult = { data?: RealmNameRepresentation[]; isPending: boolean };

export const ALL_PERMISSIONS = [
  "view-realm",
  "manage-realm",
  "query-groups",
  "query-users",
  "query-clients",
  "view-clients",
  "manage-clients",
  "view-events",
  "view-identity-providers",
  "manage-identity-providers",
  "view-users",
  "manage-users",
  "view-authorization",
  "manage-authorization",
] as const;

export function whoAmIWith(
  permissions: readonly string[],
  extra: Partial<WhoAmIRepresentation> = {},
): WhoAmIRepresentation {
  return {
    userId: "u1",
    realm: "master",
    displayName: "Admin Person",
    locale: "en",
    createRealm: false,
    temporary: false,
    realm_access: { master: [...permissions] as WhoAmIRepresentation["realm_access"][string] },
    ...extra,
  };
}

export const mockState = {
  environment: { ...DEFAULT_ENVIRONMENT } as Environment,
  whoAmI: undefined as WhoAmIRepresentation | undefined,
  whoAmIError: null as Error | null,
  realms: {} as Record<string, RealmRepresentation | null>,
  serverInfo: {} as ServerInfoRepresentation,
  help: { enabled: true, toggle: jest.fn() },
  i18n: { locale: "en", setUserLocale: jest.fn(), setPreviewLocale: jest.fn() },
  alerts: { addAlert: jest.fn(), addError: jest.fn() },
  realmNames: jest.fn<NamesResult, [RealmNamesQuery, { enabled?: boolean }?]>(() => ({ data: [], isPending: false })),
  createRealm: jest.fn<Promise<void>, [RealmRepresentation]>(() => Promise.resolve()),
  signoutRedirect: jest.fn(() => Promise.resolve()),
};

export function resetMockState(whoAmI?: WhoAmIRepresentation) {
  mockState.environment = { ...DEFAULT_ENVIRONMENT };
  mockState.whoAmI = whoAmI;
  mockState.whoAmIError = null;
  mockState.realms = { master: { realm: "master", displayName: "Keycloak" } };
  mockState.serverInfo = { features: [], providers: {}, systemInfo: { version: "26.0.0" } };
  mockState.help = { enabled: true, toggle: jest.fn() };
  mockState.realmNames.mockReset().mockImplementation(() => ({ data: [], isPending: false }));
  mockState.createRealm.mockReset().mockImplementation(() => Promise.resolve());
  mockState.alerts.addAlert.mockReset();
  mockState.alerts.addError.mockReset();
  mockState.i18n.setUserLocale.mockReset();
  mockState.i18n.setPreviewLocale.mockReset();
  mockState.signoutRedirect.mockReset().mockImplementation(() => Promise.resolve());
  localStorage.clear();
}

export const consoleContextModule = {
  useEnvironment: () => mockState.environment,
  useServerInfo: () => mockState.serverInfo,
  useAdminClient: () => ({}),
  useAlerts: () => mockState.alerts,
  useHelp: () => mockState.help,
  useI18nControl: () => mockState.i18n,
  useAccess: () => {
    const realm = useParams({ strict: false }).realm ?? mockState.environment.realm;
    const permissions = permissionsIn(mockState.whoAmI, realm);
    return {
      permissions,
      hasAccess: (rule: AccessRule) => hasAccess(rule, permissions),
      hasAny: (...wanted: string[]) => wanted.some((p) => permissions.includes(p)),
    };
  },
};

export const whoAmIModule = {
  useWhoAmI: () => ({ data: mockState.whoAmI, error: mockState.whoAmIError }),
};

export const realmsModule = {
  useRealm: (realm: string) => ({ data: mockState.realms[realm] ?? null }),
  useRealmNames: (query: RealmNamesQuery, options?: { enabled?: boolean }) => mockState.realmNames(query, options),
  useCreateRealm: () => ({ mutateAsync: mockState.createRealm }),
};

export const oidcModule = {
  useAuth: () => ({ signoutRedirect: mockState.signoutRedirect }),
};
