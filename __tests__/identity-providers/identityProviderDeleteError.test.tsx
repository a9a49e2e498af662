import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import IdentityProvidersScreen from "@/components/areas/identity-providers/IdentityProvidersScreen";
import { renderWithProviders } from "../test-utils";
import { chooseMenuItem } from "../chooseMenuItem";

// Its own file: in jsdom a second Ark menu opened in the same environment ignores item clicks.
const addError = jest.fn();
const failure = Object.assign(new Error("request failed"), {
  response: new Response(null, { status: 500 }),
  responseData: { errorMessage: "boom" },
});
const adminClient = {
  identityProviders: {
    find: jest.fn(async () => [{ alias: "corporate-sso", providerId: "oidc", enabled: true }]),
    del: jest.fn(async () => Promise.reject(failure)),
  },
};

jest.mock("@/lib/console-context", () => ({
  useAdminClient: () => adminClient,
  useAlerts: () => ({ addAlert: jest.fn(), addError }),
  useServerInfo: () => ({}),
  useAccess: () => ({
    permissions: ["manage-identity-providers"],
    hasAny: (...wanted: string[]) => wanted.includes("manage-identity-providers"),
  }),
}));
jest.mock("@/lib/router/useRealmName", () => ({ useRealmName: () => "acme" }));

it("raises the server's message when deleting a provider fails, and keeps the row", async () => {
  const user = userEvent.setup();
  renderWithProviders(<IdentityProvidersScreen />);

  const row = await screen.findByRole("row", { name: /corporate-sso/ });
  await chooseMenuItem(user, within(row).getByRole("button", { name: "Actions" }), "Delete");
  await user.click(within(await screen.findByRole("alertdialog")).getByRole("button", { name: "Delete" }));

  await waitFor(() => expect(addError).toHaveBeenCalledWith("deleteErrorIdentityProvider", failure));
  await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
  // the list reloads after the attempt; the row is back once it has
  expect(await screen.findByRole("row", { name: /corporate-sso/ })).toBeInTheDocument();
});
