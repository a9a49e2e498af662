import type KeycloakAdminClient from "@keycloak/keycloak-admin-client";
import { importUserRow, type ImportLookups } from "@/lib/queries/users/csvImportCalls";
import type { ImportUser } from "@/lib/csv/userImportMapping";

const lookups: ImportLookups = {
  existingUsernames: new Set(),
  existingEmails: new Set(),
  groupIds: new Map([
    ["/eng", "g1"],
    ["/gone", undefined],
  ]),
  roles: new Map([
    ["admin", { id: "r1", name: "admin" }],
    ["ghost", undefined],
  ]),
};

const row: ImportUser = {
  line: 2,
  user: { username: "ann", enabled: true },
  groups: ["/eng", "/gone"],
  realmRoles: ["admin", "ghost"],
  password: "pw",
  badBooleans: [],
};

const serverError = (status: number, message: string) =>
  Object.assign(new Error(message), {
    response: new Response(null, { status }),
    responseData: { errorMessage: message },
  });

function client(create: jest.Mock) {
  const users = {
    create,
    addToGroup: jest.fn().mockRejectedValue(serverError(403, "forbidden")),
    addRealmRoleMappings: jest.fn().mockResolvedValue(undefined),
  };
  return { users, adminClient: { users } as unknown as KeycloakAdminClient };
}

describe("importUserRow", () => {
  it("creates the user with its password and known groups in one request, then grants the found roles", async () => {
    const { users, adminClient } = client(jest.fn().mockResolvedValue({ id: "u1" }));
    const result = await importUserRow(adminClient, "acme", row, { temporaryPassword: true, lookups });
    expect(users.create).toHaveBeenCalledWith({
      realm: "acme",
      username: "ann",
      enabled: true,
      credentials: [{ type: "password", value: "pw", temporary: true }],
      groups: ["/eng"],
    });
    expect(users.addRealmRoleMappings).toHaveBeenCalledWith({
      realm: "acme",
      id: "u1",
      roles: [{ id: "r1", name: "admin" }],
    });
    expect(result).toEqual({
      id: "u1",
      assignmentFailures: [
        { kind: "group", name: "/gone" },
        { kind: "role", name: "ghost" },
      ],
    });
  });

  it("keeps the user and names the group when creating with the groups fails", async () => {
    const create = jest.fn().mockRejectedValueOnce(serverError(403, "forbidden")).mockResolvedValueOnce({ id: "u2" });
    const { users, adminClient } = client(create);
    const result = await importUserRow(adminClient, "acme", row, { temporaryPassword: false, lookups });
    expect(create.mock.calls[1][0]).not.toHaveProperty("groups");
    expect(users.addToGroup).toHaveBeenCalledWith({ realm: "acme", id: "u2", groupId: "g1" });
    expect(result.assignmentFailures.map((f) => [f.kind, f.name, f.error === undefined])).toEqual([
      ["group", "/eng", false],
      ["group", "/gone", true],
      ["role", "ghost", true],
    ]);
  });

  it("rejects a row whose user already exists without trying again", async () => {
    const create = jest.fn().mockRejectedValue(serverError(409, "User exists with same username"));
    const { adminClient } = client(create);
    await expect(importUserRow(adminClient, "acme", row, { temporaryPassword: false, lookups })).rejects.toThrow(
      "User exists with same username",
    );
    expect(create).toHaveBeenCalledTimes(1);
  });
});
