import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithProviders } from "@/__tests__/test-utils";
import { ErrorBoundary } from "@/components/shell/ErrorBoundary";
import { reloadPage } from "@/lib/browser";

jest.mock("@/lib/browser", () => ({ reloadConsolePage: jest.fn(), reloadPage: jest.fn() }));

let shouldThrow = true;
function Flaky() {
  if (shouldThrow) throw new Error("Screen exploded");
  return <p>Screen content</p>;
}

describe("ErrorBoundary", () => {
  beforeEach(() => {
    shouldThrow = true;
    jest.spyOn(console, "error").mockImplementation(() => {});
  });
  afterEach(() => jest.restoreAllMocks());

  it("shows the error inline and renders the screen again on retry", async () => {
    renderWithProviders(
      <ErrorBoundary>
        <Flaky />
      </ErrorBoundary>,
    );
    expect(screen.getByRole("alert")).toHaveTextContent("Screen exploded");
    shouldThrow = false;
    await userEvent.click(screen.getByRole("button", { name: "Retry" }));
    expect(screen.getByText("Screen content")).toBeInTheDocument();
  });

  it("goes home, and reloads the page when closed", async () => {
    renderWithProviders(
      <ErrorBoundary homeHash="#/acme">
        <Flaky />
      </ErrorBoundary>,
    );
    await userEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(reloadPage).toHaveBeenCalled();
    shouldThrow = false;
    await userEvent.click(screen.getByRole("button", { name: "Home" }));
    expect(window.location.hash).toBe("#/acme");
    expect(screen.getByText("Screen content")).toBeInTheDocument();
  });
});
