// Harness for the events, user-federation, authentication and realm-settings screen tests: the shell's mocked
// console hooks (import "../shell/mockModules" first in the test file), plus a fake admin client whose methods
// are jest mocks, so the screens' query modules run for real.
import { configure } from "@testing-library/react";
import type WhoAmIRepresentation from "@keycloak/keycloak-admin-client/lib/defs/whoAmIRepresentation.js";
import { consoleContextModule, resetMockState, whoAmIWith } from "../shell/consoleMocks";

// These tests render the whole console with lazily loaded screens; on a busy machine the first render is slow.
configure({ asyncUtilTimeout: 5000 });

export function createFakeAdminClient() {
  return {
    baseUrl: "http://localhost:8180",
    getAccessToken: jest.fn(async () => "token"),
    realms: {
      findEvents: jest.fn(async (_query: Record<string, unknown>): Promise<unknown[]> => []),
      findAdminEvents: jest.fn(async (_query: Record<string, unknown>): Promise<unknown[]> => []),
      update: jest.fn(async (_query: { realm: string }, _rep: Record<string, unknown>): Promise<void> => undefined),
    },
    users: {
      getProfile: jest.fn(async (_query: { realm: string }): Promise<Record<string, unknown>> => ({ attributes: [] })),
      updateProfile: jest.fn(async (_config: Record<string, unknown>): Promise<unknown> => undefined),
    },
    components: {
      find: jest.fn(async (_query: Record<string, unknown>): Promise<unknown[]> => []),
      del: jest.fn(async (_query: { realm: string; id: string }): Promise<void> => undefined),
    },
    authenticationManagement: {
      getRequiredActions: jest.fn(async (_query: Record<string, unknown>): Promise<unknown[]> => []),
      deleteFlow: jest.fn(async (_query: { realm: string; flowId: string }): Promise<void> => undefined),
    },
  };
}

export type FakeAdminClient = ReturnType<typeof createFakeAdminClient>;

/** Resets the shell mocks to a user holding `permissions` in master, and installs a fresh fake admin client. */
export function setUpScreen(
  permissions: readonly string[],
  extra: Partial<WhoAmIRepresentation> = {},
): FakeAdminClient {
  resetMockState(whoAmIWith(permissions, extra));
  const adminClient = createFakeAdminClient();
  Object.assign(consoleContextModule, { useAdminClient: () => adminClient });
  return adminClient;
}

/** An admin-client failure as the admin client throws it. */
export function serverError(status: number, body: unknown) {
  return Object.assign(new Error("request failed"), { response: new Response(null, { status }), responseData: body });
}
