import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ChakraProvider, defaultSystem } from "@chakra-ui/react";
import { NextIntlClientProvider } from "next-intl";
import { QueryClientProvider } from "@tanstack/react-query";
import { ManagementPermissionsTab } from "@/components/shared/management-permissions/ManagementPermissionsTab";
import { unflattenMessages } from "@/lib/i18n/unflatten";
import { en } from "@/messages/en";
import { createTestQueryClient } from "../test-utils";

// An admin who may view a group but not manage it (view-users) nor open the authorization screens: the switch is
// read-only and the scope permissions are listed by name, without links.
const adminClient = {
  groups: {
    listPermissions: jest.fn(async () => ({
      enabled: true,
      resource: "res-1",
      scopePermissions: { view: "perm-view", "view-members": "perm-members" },
    })),
    updatePermission: jest.fn(async () => ({ enabled: false })),
  },
  clients: { find: jest.fn(async () => [{ id: "rm-1", clientId: "realm-management" }]) },
};
const granted = ["view-users"];

jest.mock("@/lib/console-context", () => ({
  useAdminClient: () => adminClient,
  useAlerts: () => ({ addAlert: jest.fn(), addError: jest.fn() }),
  useHelp: () => ({ enabled: false }),
  useAccess: () => ({
    permissions: granted,
    hasAccess: (rule?: { any?: string[] }) => (rule?.any ?? []).some((p) => granted.includes(p)),
    hasAny: (...wanted: string[]) => wanted.some((p) => granted.includes(p)),
  }),
}));

function renderTab() {
  // the console reads its messages unflattened (lib/i18n/I18nProvider.tsx): Keycloak's keys hold dots
  return render(
    <ChakraProvider value={defaultSystem}>
      <NextIntlClientProvider locale="en" messages={unflattenMessages(en)} timeZone="UTC">
        <QueryClientProvider client={createTestQueryClient()}>
          <ManagementPermissionsTab realm="acme" target={{ kind: "groups", id: "g-1" }} />
        </QueryClientProvider>
      </NextIntlClientProvider>
    </ChakraProvider>,
  );
}

it("shows a view-only admin the permissions read-only, named without links", async () => {
  const user = userEvent.setup();
  renderTab();

  const table = await screen.findByRole("table", { name: "Permission list" });
  expect(table).toHaveTextContent("view-members");
  expect(table).toHaveTextContent("Policies that decide if an administrator can view the members of this group");
  expect(screen.queryByRole("link")).not.toBeInTheDocument();
  expect(adminClient.clients.find).not.toHaveBeenCalled();

  const enabled = screen.getByRole("checkbox", { name: "Permissions enabled" });
  expect(enabled).toBeChecked();
  await user.click(screen.getByText("Permissions enabled", { exact: true }));
  await waitFor(() => expect(enabled).toBeChecked());
  expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
  expect(adminClient.groups.updatePermission).not.toHaveBeenCalled();
});
