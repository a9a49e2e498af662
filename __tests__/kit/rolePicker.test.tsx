import { configure, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithProviders } from "../test-utils";
import { RolePicker } from "@/components/shared/role-mapping/RolePicker";

configure({ asyncUtilTimeout: 4000 });

const find = jest.fn(async () => [
  { id: "r1", name: "offline_access", description: "Offline" },
  { id: "r2", name: "admin" },
]);
const adminClient = { baseUrl: "http://kc.test", getAccessToken: async () => "token-1", roles: { find } };
jest.mock("@/lib/console-context", () => ({
  useAdminClient: () => adminClient,
  useAlerts: () => ({ addAlert: jest.fn(), addError: jest.fn() }),
  useHelp: () => ({ enabled: true, toggle: jest.fn() }),
}));

const fetchMock = jest.fn(
  async () =>
    new Response(
      JSON.stringify([
        { id: "c1", role: "manage-users", client: "realm-management", clientId: "uuid-rm", description: "Manage" },
      ]),
      {
        status: 200,
        headers: { "Content-Type": "application/json" },
      },
    ),
);

beforeEach(() => {
  global.fetch = fetchMock as unknown as typeof fetch;
  fetchMock.mockClear();
  find.mockClear();
});

describe("RolePicker", () => {
  it("pages realm roles through the admin client and client roles through ui-ext available-roles, then assigns the picked ones", async () => {
    const user = userEvent.setup();
    const onAssign = jest.fn();
    const onClose = jest.fn();
    renderWithProviders(
      <RolePicker open realm="acme" resource={{ type: "users", id: "u1" }} onAssign={onAssign} onClose={onClose} />,
    );

    const dialog = await screen.findByRole("dialog", { name: "Assign roles" });
    expect(await within(dialog).findByText("offline_access")).toBeInTheDocument();
    expect(find).toHaveBeenLastCalledWith({ realm: "acme", first: 0, max: 11, search: undefined });
    const assign = within(dialog).getByRole("button", { name: "Assign" });
    expect(assign).toBeDisabled();

    await user.selectOptions(within(dialog).getByRole("combobox", { name: "Role type" }), "client");
    expect(await within(dialog).findByText("manage-users")).toBeInTheDocument();
    expect(within(dialog).getByText("realm-management")).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls.at(-1) as unknown as [URL, RequestInit];
    expect(String(url)).toBe("http://kc.test/admin/realms/acme/ui-ext/available-roles/users/u1?first=0&max=11&search=");
    expect(init.headers).toMatchObject({ Authorization: "Bearer token-1" });

    await user.click(within(dialog).getByRole("checkbox", { name: "Select row" }));
    await waitFor(() => expect(assign).toBeEnabled());
    await user.click(assign);
    expect(onAssign).toHaveBeenCalledWith([
      {
        role: { id: "c1", name: "manage-users", description: "Manage", clientRole: true, containerId: "uuid-rm" },
        client: { id: "uuid-rm", clientId: "realm-management" },
      },
    ]);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it("uses the caller's loaders when given", async () => {
    const loadRealmRoles = jest.fn(async () => [{ role: { id: "x", name: "only-available" } }]);
    renderWithProviders(
      <RolePicker open realm="acme" loadRealmRoles={loadRealmRoles} onAssign={jest.fn()} onClose={jest.fn()} />,
    );
    expect(await screen.findByText("only-available")).toBeInTheDocument();
    expect(loadRealmRoles).toHaveBeenCalledWith(0, 11, "");
    expect(find).not.toHaveBeenCalled();
  });
});
