import type KeycloakAdminClient from "@keycloak/keycloak-admin-client";
import {
  actionTitleKey,
  BULK_CHOICE_ORDER,
  BULK_CHOICES,
  confirmedAction,
  confirmValues,
  failureRows,
} from "@/components/areas/users/list/bulkActions";
import { userStatusLabels } from "@/components/areas/users/list/userStatus";
import { runBulk } from "@/lib/bulk/runBulk";
import { userBulkTask, type BruteUser } from "@/lib/queries/users";

function fakeAdminClient() {
  const stored: Record<string, BruteUser> = {
    u1: {
      id: "u1",
      username: "ann",
      enabled: true,
      email: "ann@example.com",
      requiredActions: ["VERIFY_EMAIL"],
      attributes: { dept: ["x"] },
    },
  };
  const users = {
    findOne: jest.fn(async ({ id }: { id: string }) => stored[id]),
    update: jest.fn(async (_query: unknown, _rep: unknown) => undefined),
    executeActionsEmail: jest.fn(async (_query: unknown) => undefined),
    addToGroup: jest.fn(async (_query: unknown) => undefined),
    addRealmRoleMappings: jest.fn(async (_query: unknown) => undefined),
    addClientRoleMappings: jest.fn(async (_query: unknown) => undefined),
    logout: jest.fn(async (_query: unknown) => undefined),
    del: jest.fn(async (_query: unknown) => undefined),
  };
  return { client: { users } as unknown as KeycloakAdminClient, users };
}

const ANN: BruteUser = { id: "u1", username: "ann" };

describe("userBulkTask", () => {
  it("enables and disables by writing back the whole user, so nothing the list leaves out is lost", async () => {
    const { client, users } = fakeAdminClient();
    await userBulkTask(client, "acme", { kind: "disable" })(ANN);
    expect(users.findOne).toHaveBeenCalledWith({ realm: "acme", id: "u1" });
    expect(users.update).toHaveBeenCalledWith(
      { realm: "acme", id: "u1" },
      expect.objectContaining({ enabled: false, email: "ann@example.com", attributes: { dept: ["x"] } }),
    );
    await userBulkTask(client, "acme", { kind: "enable" })(ANN);
    expect(users.update).toHaveBeenLastCalledWith(
      { realm: "acme", id: "u1" },
      expect.objectContaining({ enabled: true }),
    );
  });

  it("adds required actions without duplicating the ones the user already has", async () => {
    const { client, users } = fakeAdminClient();
    await userBulkTask(client, "acme", { kind: "addRequiredActions", actions: ["VERIFY_EMAIL", "UPDATE_PASSWORD"] })(
      ANN,
    );
    expect(users.update).toHaveBeenCalledWith(
      { realm: "acme", id: "u1" },
      expect.objectContaining({ requiredActions: ["VERIFY_EMAIL", "UPDATE_PASSWORD"] }),
    );
  });

  it("sends the execute-actions email with the lifespan", async () => {
    const { client, users } = fakeAdminClient();
    await userBulkTask(client, "acme", { kind: "sendActionsEmail", actions: ["UPDATE_PASSWORD"], lifespan: 300 })(ANN);
    expect(users.executeActionsEmail).toHaveBeenCalledWith({
      realm: "acme",
      id: "u1",
      actions: ["UPDATE_PASSWORD"],
      lifespan: 300,
    });
  });

  it("joins every group, assigns realm roles in one call and client roles per client", async () => {
    const { client, users } = fakeAdminClient();
    await userBulkTask(client, "acme", { kind: "joinGroups", groups: [{ id: "g1" }, { id: "g2" }] })(ANN);
    expect(users.addToGroup.mock.calls).toEqual([
      [{ realm: "acme", id: "u1", groupId: "g1" }],
      [{ realm: "acme", id: "u1", groupId: "g2" }],
    ]);
    await userBulkTask(client, "acme", {
      kind: "assignRoles",
      roles: [
        { role: { id: "r1", name: "auditor" } },
        { role: { id: "c1", name: "viewer" }, client: { id: "client-uuid", clientId: "app" } },
      ],
    })(ANN);
    expect(users.addRealmRoleMappings).toHaveBeenCalledWith({
      realm: "acme",
      id: "u1",
      roles: [expect.objectContaining({ id: "r1", name: "auditor" })],
    });
    expect(users.addClientRoleMappings).toHaveBeenCalledWith({
      realm: "acme",
      id: "u1",
      clientUniqueId: "client-uuid",
      roles: [expect.objectContaining({ id: "c1", name: "viewer" })],
    });
  });

  it("signs out and deletes", async () => {
    const { client, users } = fakeAdminClient();
    await userBulkTask(client, "acme", { kind: "signOut" })(ANN);
    await userBulkTask(client, "acme", { kind: "delete" })(ANN);
    expect(users.logout).toHaveBeenCalledWith({ realm: "acme", id: "u1" });
    expect(users.del).toHaveBeenCalledWith({ realm: "acme", id: "u1" });
  });

  it("fails (rather than skips) a user that no longer exists", async () => {
    const { client } = fakeAdminClient();
    const summary = await runBulk(
      [{ id: "gone", username: "gone" } as BruteUser],
      userBulkTask(client, "acme", { kind: "disable" }),
    );
    expect(failureRows(summary, (key) => key)).toEqual([{ id: "gone", username: "gone", message: "User not found" }]);
  });
});

describe("bulk menu logic", () => {
  it("offers every bulk action, delete last and marked dangerous", () => {
    expect(BULK_CHOICE_ORDER).toEqual([
      "enable",
      "disable",
      "requiredActions",
      "joinGroups",
      "assignRoles",
      "signOut",
      "delete",
    ]);
    expect(BULK_CHOICES.delete.danger).toBe(true);
    expect(BULK_CHOICE_ORDER.filter((choice) => BULK_CHOICES[choice].step === "confirm")).toEqual([
      "enable",
      "disable",
      "signOut",
      "delete",
    ]);
  });

  it("turns a confirmed choice into its action; choices with a dialog build theirs there", () => {
    expect(confirmedAction("disable")).toEqual({ kind: "disable" });
    expect(confirmedAction("joinGroups")).toBeUndefined();
    expect(actionTitleKey({ kind: "sendActionsEmail", actions: [], lifespan: 1 })).toBe("bulkTitle_sendActionsEmail");
  });

  it("names a single user in the confirmation, counts several", () => {
    expect(confirmValues([ANN])).toEqual({ count: 1, name: "ann" });
    expect(confirmValues([ANN, { id: "u2", username: "bob" }])).toEqual({ count: 2, name: "" });
  });

  it("lists each failure with the user and the server's message", () => {
    const serverError = Object.assign(new Error("x"), {
      response: new Response(null, { status: 400 }),
      responseData: { errorMessage: "User is disabled" },
    });
    const rows = failureRows(
      {
        total: 2,
        succeeded: [ANN],
        skipped: [],
        failed: [
          { item: { id: "u2", username: "bob" }, error: serverError },
          { item: { id: "u3", username: "carol" }, error: new TypeError("Failed to fetch") },
        ],
      },
      (key) => `<${key}>`,
    );
    expect(rows).toEqual([
      { id: "u2", username: "bob", message: "User is disabled" },
      { id: "u3", username: "carol", message: "<networkFailure>" },
    ]);
  });
});

describe("userStatusLabels", () => {
  it("labels disabled and temporarily locked users", () => {
    expect(userStatusLabels({ enabled: true })).toEqual([]);
    expect(
      userStatusLabels({ enabled: false, bruteForceStatus: { disabled: true } }).map((label) => label.key),
    ).toEqual(["disabled", "temporarilyLocked"]);
  });
});
