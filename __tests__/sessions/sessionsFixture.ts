import "../shell/mockModules";
import { setUpScreen } from "../realm-settings/screenHarness";

export const REGULAR = {
  id: "s-1",
  username: "alice",
  userId: "u-alice",
  ipAddress: "10.0.0.1",
  start: 1_700_000_000_000,
  lastAccess: 1_700_000_100_000,
  type: "REGULAR",
  clients: { c1: "account" },
};
export const OFFLINE = {
  id: "s-2",
  username: "bob",
  userId: "u-bob",
  ipAddress: "10.0.0.2",
  start: 1_700_000_000_000,
  lastAccess: 1_700_000_100_000,
  type: "OFFLINE",
  clients: { c2: "reporting" },
};

export const fetchMock = jest.fn();
beforeAll(() => {
  global.fetch = fetchMock as unknown as typeof fetch;
});

/** The sessions screen's server: ui-ext/sessions through fetch, the rest through the admin client. */
export function withSessions(permissions: readonly string[]) {
  const adminClient = setUpScreen(permissions);
  const realms = {
    ...adminClient.realms,
    deleteSession: jest.fn(async (_query: Record<string, unknown>): Promise<void> => undefined),
    logoutAll: jest.fn(async (_query: Record<string, unknown>): Promise<void> => undefined),
    pushRevocation: jest.fn(
      async (
        _query: Record<string, unknown>,
      ): Promise<{ successRequests?: string[]; failedRequests?: string[] }> => ({}),
    ),
  };
  Object.assign(adminClient, { realms });
  fetchMock.mockReset().mockImplementation(async (url: URL) => {
    const type = url.searchParams.get("type");
    const rows = [REGULAR, OFFLINE].filter((session) => type === "ALL" || session.type === type);
    return new Response(JSON.stringify(rows), { status: 200 });
  });
  return realms;
}
