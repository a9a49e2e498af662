import "../shell/mockModules";
import { screen, waitFor, within } from "@testing-library/react";
import type KeycloakAdminClient from "@keycloak/keycloak-admin-client";
import { ALL_PERMISSIONS } from "../shell/consoleMocks";
import { renderConsoleAt } from "../shell/renderConsole";
import { setUpScreen } from "../realm-settings/screenHarness";
import { fetchClientSessions } from "@/lib/queries/clients/sessions";

const CLIENT = {
  id: "c1",
  clientId: "billing",
  protocol: "openid-connect",
  publicClient: false,
  serviceAccountsEnabled: true,
};
const session = (id: string, username: string) => ({
  id,
  username,
  userId: `u-${username}`,
  ipAddress: "10.0.0.1",
  start: 1_700_000_000_000,
  lastAccess: 1_700_000_060_000,
  clients: { c1: "billing" },
});

function fakeSessions(regular: number, offline: number) {
  const all = (count: number, prefix: string) => Array.from({ length: count }, (_, i) => session(`${prefix}${i}`, "u"));
  const page = (rows: unknown[], { first = 0, max = 100 }: { first?: number; max?: number }) =>
    rows.slice(first, first + max);
  const clients = {
    getSessionCount: jest.fn(async () => ({ count: regular })),
    listSessions: jest.fn(async (query: { first?: number; max?: number }) => page(all(regular, "r"), query)),
    listOfflineSessions: jest.fn(async (query: { first?: number; max?: number }) => page(all(offline, "o"), query)),
  };
  return { adminClient: { clients } as unknown as KeycloakAdminClient, clients };
}

const ids = (rows: { id?: string; type?: string }[]) => rows.map((row) => `${row.type}:${row.id}`);

describe("a client's sessions, paged", () => {
  it("gives the regular sessions first, then fills the page with offline ones", async () => {
    const { adminClient } = fakeSessions(2, 3);
    expect(ids(await fetchClientSessions(adminClient, "acme", "c1", 0, 4))).toEqual([
      "REGULAR:r0",
      "REGULAR:r1",
      "OFFLINE:o0",
      "OFFLINE:o1",
    ]);
  });

  it("starts a later page within the offline sessions, past the regular ones", async () => {
    const { adminClient, clients } = fakeSessions(2, 5);
    expect(ids(await fetchClientSessions(adminClient, "acme", "c1", 4, 3))).toEqual([
      "OFFLINE:o2",
      "OFFLINE:o3",
      "OFFLINE:o4",
    ]);
    expect(clients.listSessions).not.toHaveBeenCalled();
    expect(clients.listOfflineSessions).toHaveBeenCalledWith({ realm: "acme", id: "c1", first: 2, max: 3 });
  });

  it("asks for no offline session when the regular ones fill the page", async () => {
    const { adminClient, clients } = fakeSessions(10, 5);
    expect(await fetchClientSessions(adminClient, "acme", "c1", 0, 4)).toHaveLength(4);
    expect(clients.listOfflineSessions).not.toHaveBeenCalled();
  });
});

function withClient(permissions: readonly string[]) {
  const adminClient = setUpScreen(permissions);
  const clients = {
    findOne: jest.fn(async (_query: Record<string, unknown>): Promise<unknown> => CLIENT),
    getSessionCount: jest.fn(async () => ({ count: 1 })),
    listSessions: jest.fn(async (_query: Record<string, unknown>) => [session("s1", "alice")]),
    listOfflineSessions: jest.fn(async (_query: Record<string, unknown>) => [session("s2", "bob")]),
    getServiceAccountUser: jest.fn(async (_query: Record<string, unknown>) => ({
      id: "u-sa",
      username: "service-account-billing",
    })),
  };
  const users = {
    listRoleMappings: jest.fn(async (_query: Record<string, unknown>) => ({
      realmMappings: [{ id: "r-off", name: "offline_access" }],
    })),
  };
  Object.assign(adminClient, { clients, users });
  return { clients, users };
}

beforeEach(() => window.history.replaceState(null, "", "/"));

describe("client details: sessions and service account roles", () => {
  it("lists the client's user and offline sessions with their type, user and sign-out", async () => {
    withClient(ALL_PERMISSIONS);
    await renderConsoleAt("/master/clients/c1/sessions");
    const table = await screen.findByRole("table", { name: "Sessions" });
    const alice = (await within(table).findByRole("link", { name: "alice" })).closest("tr")!;
    expect(within(alice).getByText("Regular SSO")).toBeInTheDocument();
    expect(within(alice).getByRole("button", { name: "Actions" })).toBeInTheDocument();
    const bob = within(table).getByRole("link", { name: "bob" }).closest("tr")!;
    expect(within(bob).getByText("Offline")).toBeInTheDocument();
    expect(within(table).getByRole("link", { name: "alice" })).toHaveAttribute(
      "href",
      "/master/users/u-alice/sessions",
    );
  });

  it("shows the service account user's role mappings, with a link to the user", async () => {
    const { clients, users } = withClient(ALL_PERMISSIONS);
    await renderConsoleAt("/master/clients/c1/serviceAccount");
    expect(await screen.findByRole("link", { name: "service-account-billing" })).toHaveAttribute(
      "href",
      "/master/users/u-sa/settings",
    );
    expect(await screen.findByText("offline_access")).toBeInTheDocument();
    expect(clients.getServiceAccountUser).toHaveBeenCalledWith({ realm: "master", id: "c1" });
    await waitFor(() => expect(users.listRoleMappings).toHaveBeenCalledWith({ realm: "master", id: "u-sa" }));
  });
});
