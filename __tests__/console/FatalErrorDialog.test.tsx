import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithProviders } from "@/__tests__/test-utils";
import { FatalErrorDialog } from "@/components/shell/FatalErrorDialog";
import { reloadConsolePage } from "@/lib/browser";
import { consolePageUrl } from "@/lib/auth/userManager";

jest.mock("@/lib/browser", () => ({ reloadConsolePage: jest.fn(), reloadPage: jest.fn() }));

describe("FatalErrorDialog", () => {
  it("shows the title, description and error message", async () => {
    renderWithProviders(<FatalErrorDialog error={new Error("Sign-in failed: login_required")} />);
    const dialog = await screen.findByRole("alertdialog");
    expect(dialog).toHaveTextContent("Something went wrong");
    expect(dialog).toHaveTextContent("Sorry, an unexpected error has occurred.");
    expect(dialog).toHaveTextContent("Sign-in failed: login_required");
  });

  it("reloads the console page without query or hash on try again", async () => {
    renderWithProviders(<FatalErrorDialog error="boom" />);
    await userEvent.click(await screen.findByRole("button", { name: "Try again" }));
    expect(reloadConsolePage).toHaveBeenCalledTimes(1);
  });
});

describe("consolePageUrl", () => {
  it("is origin and path, without query or fragment", () => {
    expect(consolePageUrl({ origin: "http://localhost:8180", pathname: "/admin/master/console/" })).toBe(
      "http://localhost:8180/admin/master/console/",
    );
  });
});
