import { configure, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithProviders } from "../test-utils";
import { RoleMapping } from "@/components/shared/role-mapping/RoleMapping";

configure({ asyncUtilTimeout: 4000 });

const users = {
  listRoleMappings: jest.fn(async () => ({
    realmMappings: [{ id: "manager", name: "manager", composite: true, description: "People managers" }],
    clientMappings: {
      "acme-portal": { id: "portal-uuid", client: "acme-portal", mappings: [{ id: "portal-admin", name: "admin" }] },
    },
  })),
  listCompositeRealmRoleMappings: jest.fn(async () => [
    { id: "manager", name: "manager" },
    { id: "employee", name: "employee", description: "Every employee" },
  ]),
  delRealmRoleMappings: jest.fn(async () => undefined),
};
const roles = {
  getCompositeRoles: jest.fn(async ({ id }: { id: string }) =>
    id === "lead"
      ? [
          { id: "manager", name: "manager", composite: true },
          { id: "api-read", name: "read", clientRole: true, containerId: "api-uuid" },
        ]
      : id === "manager"
        ? [{ id: "employee", name: "employee" }]
        : [],
  ),
};
const clients = {
  findOne: jest.fn(async ({ id }: { id: string }) => ({ id, clientId: id === "api-uuid" ? "acme-api" : id })),
};
const adminClient = { baseUrl: "http://kc.test", getAccessToken: async () => "token-1", users, roles, clients };
const alerts = { addAlert: jest.fn(), addError: jest.fn() };
let permissions: string[] = ["manage-users", "manage-realm"];
jest.mock("@/lib/console-context", () => ({
  useAdminClient: () => adminClient,
  useAlerts: () => alerts,
  useAccess: () => ({
    permissions,
    hasAny: (...wanted: string[]) => wanted.some((p) => permissions.includes(p)),
    hasAccess: () => true,
  }),
}));

const fetchMock = jest.fn(
  async () =>
    new Response(JSON.stringify([{ id: "api-read", role: "read", client: "acme-api", clientId: "api-uuid" }]), {
      status: 200,
      headers: { "Content-Type": "application/json" },
    }),
);

beforeEach(() => {
  global.fetch = fetchMock as unknown as typeof fetch;
  jest.clearAllMocks();
  permissions = ["manage-users", "manage-realm"];
});

const table = () => screen.findByRole("table", { name: "Role mapping" });
const rowOf = (name: string) => screen.getByRole("row", { name: new RegExp(name) });

describe("RoleMapping", () => {
  it("shows a user's direct mappings first, then with 'hide inherited roles' off the effective roles marked inherited", async () => {
    const user = userEvent.setup();
    renderWithProviders(<RoleMapping realm="acme" kind="users" id="u1" />);

    await within(await table()).findByText("manager");
    expect(within(rowOf("manager")).getByText("No")).toBeInTheDocument();
    expect(within(rowOf("acme-portal")).getByText("admin")).toBeInTheDocument();
    expect(screen.queryByText("employee")).not.toBeInTheDocument();
    expect(users.listRoleMappings).toHaveBeenCalledWith({ realm: "acme", id: "u1" });
    expect(users.listCompositeRealmRoleMappings).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();

    const toggle = screen.getByRole("checkbox", { name: "Hide inherited roles" });
    expect(toggle).toBeChecked();
    await user.click(toggle);

    await screen.findByText("employee");
    expect(within(rowOf("employee")).getByText("Yes")).toBeInTheDocument();
    expect(within(rowOf("manager")).getByText("No")).toBeInTheDocument();
    expect(within(rowOf("acme-api")).getByText("Yes")).toBeInTheDocument();
    expect(users.listCompositeRealmRoleMappings).toHaveBeenCalledWith({ realm: "acme", id: "u1" });
    expect(String((fetchMock.mock.calls[0] as unknown as [string])[0])).toBe(
      "http://kc.test/admin/realms/acme/ui-ext/effective-roles/users/u1",
    );
    // inherited rows cannot be selected for unassigning
    expect(within(rowOf("employee")).getByRole("checkbox", { name: "Select row" })).toBeDisabled();
  });

  it("unassigns the selected roles after confirming", async () => {
    const user = userEvent.setup();
    renderWithProviders(<RoleMapping realm="acme" kind="users" id="u1" />);
    await within(await table()).findByText("manager");

    const unassign = screen.getByRole("button", { name: "Unassign" });
    expect(unassign).toBeDisabled();
    await user.click(within(rowOf("manager")).getByRole("checkbox", { name: "Select row" }));
    await waitFor(() => expect(unassign).toBeEnabled());
    await user.click(unassign);
    const dialog = await screen.findByRole("alertdialog", { name: "Remove mapping?" });
    expect(dialog).toHaveTextContent("Are you sure you want to remove the role manager?");
    await user.click(within(dialog).getByRole("button", { name: "Remove" }));

    await waitFor(() =>
      expect(users.delRealmRoleMappings).toHaveBeenCalledWith({
        realm: "acme",
        id: "u1",
        roles: [{ id: "manager", name: "manager" }],
      }),
    );
    await waitFor(() => expect(alerts.addAlert).toHaveBeenCalledWith("Role mapping removed", "success"));
  });

  it("hides assigning and unassigning without the permission to manage the target", async () => {
    permissions = ["view-users"];
    renderWithProviders(<RoleMapping realm="acme" kind="users" id="u1" />);
    await within(await table()).findByText("manager");
    expect(screen.queryByRole("button", { name: "Assign roles" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Unassign" })).not.toBeInTheDocument();
    expect(screen.queryByRole("checkbox", { name: "Select row" })).not.toBeInTheDocument();
    expect(screen.getByRole("checkbox", { name: "Hide inherited roles" })).toBeInTheDocument();
  });

  it("offers to show inherited roles when nothing is mapped directly", async () => {
    const user = userEvent.setup();
    users.listRoleMappings.mockResolvedValueOnce({} as never);
    renderWithProviders(<RoleMapping realm="acme" kind="users" id="u1" />);
    expect(await screen.findByText("No roles for this user")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Assign roles" })).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Show inherited roles" }));
    expect(await screen.findByText("employee")).toBeInTheDocument();
  });

  it("for a role lists its composites, and with inherited roles shown the composites of those too", async () => {
    const user = userEvent.setup();
    renderWithProviders(<RoleMapping realm="acme" kind="roles" id="lead" />);
    const rolesTable = await screen.findByRole("table", { name: "Associated roles" });
    await within(rolesTable).findByText("manager");
    expect(within(rowOf("acme-api")).getByText("read")).toBeInTheDocument();
    expect(clients.findOne).toHaveBeenCalledWith({ realm: "acme", id: "api-uuid" });
    expect(screen.queryByText("employee")).not.toBeInTheDocument();

    await user.click(screen.getByRole("checkbox", { name: "Hide inherited roles" }));
    await screen.findByText("employee");
    expect(within(rowOf("employee")).getByText("Yes")).toBeInTheDocument();
    expect(within(rowOf("manager")).getByText("No")).toBeInTheDocument();
    expect(roles.getCompositeRoles).toHaveBeenCalledWith({ realm: "acme", id: "manager" });
    // the ui-ext endpoint answers every client role for a role, so it is not asked
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
