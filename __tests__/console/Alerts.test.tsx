import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { NetworkError } from "@keycloak/keycloak-admin-client";
import { renderWithProviders } from "@/__tests__/test-utils";
import { AlertsProvider } from "@/components/shell/Alerts";
import { useAlerts, type Alerts } from "@/lib/alerts";

let alerts: Alerts;
function Capture() {
  alerts = useAlerts();
  return null;
}

function renderAlerts() {
  return renderWithProviders(
    <AlertsProvider>
      <Capture />
    </AlertsProvider>,
    {
      messages: {
        userCreateError: "Could not create user: {error}",
        sessionNotAccepted: "The server no longer accepts your sign-in.",
      },
    },
  );
}

describe("alerts", () => {
  afterEach(() => jest.useRealTimers());

  it("shows the newest alert at the top and closes one on request", async () => {
    renderAlerts();
    act(() => alerts.addAlert("First saved"));
    act(() => alerts.addAlert("Second saved", "info", "More detail"));
    const list = screen.getByTestId("alerts");
    const shown = within(list).getAllByRole("alert");
    expect(shown[0]).toHaveTextContent("Second saved");
    expect(shown[0]).toHaveTextContent("More detail");
    expect(shown[1]).toHaveTextContent("First saved");

    await userEvent.click(within(shown[0]).getByRole("button", { name: "Close" }));
    expect(within(list).getAllByRole("alert")).toHaveLength(1);
    expect(list).not.toHaveTextContent("Second saved");
  });

  it("removes an alert after 8000 ms", () => {
    jest.useFakeTimers();
    renderAlerts();
    act(() => alerts.addAlert("Saved"));
    act(() => jest.advanceTimersByTime(7999));
    expect(screen.getByText("Saved")).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText("Saved")).not.toBeInTheDocument();
  });

  it("addError translates the key with the error's message and shows error_description", () => {
    renderAlerts();
    const error = new NetworkError("x", {
      response: new Response(null, { status: 409 }),
      responseData: { errorMessage: "User exists with same username", error_description: "conflict detail" },
    });
    act(() => alerts.addError("userCreateError", error));
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent("Could not create user: User exists with same username");
    expect(alert).toHaveTextContent("conflict detail");
  });

  it("addError explains a 401 the session renewal could not cure", () => {
    renderAlerts();
    const refused = new NetworkError("HTTP 401 Unauthorized", {
      response: new Response(null, { status: 401 }),
      responseData: { error: "HTTP 401 Unauthorized" },
    });
    act(() => alerts.addError("userCreateError", refused));
    expect(screen.getByRole("alert")).toHaveTextContent(
      "Could not create user: The server no longer accepts your sign-in.",
    );
  });
});
