import type RoleRepresentation from "@keycloak/keycloak-admin-client/lib/defs/roleRepresentation.js";
import {
  expandComposites,
  mappedClientRole,
  mappedRolesOf,
  roleMappingRows,
  rowSearchText,
  withClients,
  type MappedRole,
} from "@/lib/roles/effectiveRoles";

const realmRole = (id: string, extra: RoleRepresentation = {}): MappedRole => ({ role: { id, name: id, ...extra } });
const clientRole = (id: string, clientId: string): MappedRole => ({
  role: { id, name: id, clientRole: true, containerId: `${clientId}-uuid` },
  client: { id: `${clientId}-uuid`, clientId },
});

describe("mappedRolesOf", () => {
  it("lists realm mappings, then each client's mappings with its client", () => {
    const rows = mappedRolesOf({
      realmMappings: [{ id: "r1", name: "employee" }],
      clientMappings: { "acme-api": { id: "api-uuid", client: "acme-api", mappings: [{ id: "c1", name: "read" }] } },
    });
    expect(rows).toEqual([
      { role: { id: "r1", name: "employee" } },
      { role: { id: "c1", name: "read" }, client: { id: "api-uuid", clientId: "acme-api" } },
    ]);
  });

  it("answers nothing for an empty representation", () => {
    expect(mappedRolesOf({})).toEqual([]);
  });
});

describe("mappedClientRole", () => {
  it("turns a ui-ext client role into a role with its client", () => {
    expect(
      mappedClientRole({ id: "c1", role: "read", client: "acme-api", clientId: "api-uuid", description: "Read" }),
    ).toEqual({
      role: { id: "c1", name: "read", description: "Read", clientRole: true, containerId: "api-uuid" },
      client: { id: "api-uuid", clientId: "acme-api" },
    });
  });
});

describe("withClients", () => {
  it("names client roles' clients and drops client roles of clients it does not know", () => {
    const roles = [
      { id: "r1", name: "employee", clientRole: false },
      { id: "c1", name: "read", clientRole: true, containerId: "api-uuid" },
      { id: "c2", name: "gone", clientRole: true, containerId: "missing-uuid" },
    ];
    expect(withClients(roles, new Map([["api-uuid", "acme-api"]]))).toEqual([
      { role: roles[0] },
      { role: roles[1], client: { id: "api-uuid", clientId: "acme-api" } },
    ]);
  });
});

describe("roleMappingRows", () => {
  const direct = [realmRole("manager"), clientRole("admin", "acme-portal")];
  const effective = [
    realmRole("manager"),
    realmRole("employee"),
    clientRole("admin", "acme-portal"),
    clientRole("read", "acme-api"),
  ];

  it("with inherited roles hidden lists only the direct mappings, none inherited", () => {
    const rows = roleMappingRows(direct, effective, true);
    expect(rows.map((row) => [row.role.name, row.inherited])).toEqual([
      ["manager", false],
      ["admin", false],
    ]);
  });

  it("otherwise lists every effective role; only those not mapped directly are inherited", () => {
    const rows = roleMappingRows(direct, effective, false);
    expect(rows.map((row) => [row.client?.clientId ?? "", row.role.name, row.inherited])).toEqual([
      ["", "employee", true],
      ["", "manager", false],
      ["acme-api", "read", true],
      ["acme-portal", "admin", false],
    ]);
  });

  it("keeps direct mappings the effective list misses, and lists a role once", () => {
    const rows = roleMappingRows([realmRole("a")], [realmRole("b"), realmRole("b")], false);
    expect(rows.map((row) => [row.role.name, row.inherited])).toEqual([
      ["a", false],
      ["b", true],
    ]);
  });

  it("sorts realm roles before client roles, clients by clientId and roles by name", () => {
    const rows = roleMappingRows(
      [clientRole("z", "b-client"), clientRole("a", "a-client"), realmRole("y"), realmRole("x")],
      [],
      true,
    );
    expect(rows.map(rowSearchText)).toEqual(["x", "y", "a-client a", "b-client z"]);
  });
});

describe("expandComposites", () => {
  const roles: Record<string, RoleRepresentation> = {
    manager: { id: "manager", name: "manager", composite: true },
    employee: { id: "employee", name: "employee", composite: true },
    reader: { id: "reader", name: "reader" },
    loop: { id: "loop", name: "loop", composite: true },
  };
  const children: Record<string, string[]> = {
    manager: ["employee", "loop"],
    employee: ["reader"],
    loop: ["manager", "reader"],
  };
  const composites = jest.fn(async (role: RoleRepresentation) => (children[role.id!] ?? []).map((id) => roles[id]));

  beforeEach(() => composites.mockClear());

  it("follows composites of composites, each role once, through cycles", async () => {
    const all = await expandComposites([roles.manager], composites);
    expect(all.map((role) => role.name).sort()).toEqual(["employee", "loop", "manager", "reader"]);
  });

  it("asks only for the composites of composite roles, each once", async () => {
    await expandComposites([roles.manager, roles.reader], composites);
    expect(composites.mock.calls.map(([role]) => role.id).sort()).toEqual(["employee", "loop", "manager"]);
  });

  it("answers nothing for no roots", async () => {
    expect(await expandComposites([], composites)).toEqual([]);
    expect(composites).not.toHaveBeenCalled();
  });
});
