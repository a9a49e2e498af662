import { act, render, screen, waitFor } from "@testing-library/react";
import { QueryClientProvider } from "@tanstack/react-query";
import { ChakraProvider, defaultSystem } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import { createTestQueryClient } from "@/__tests__/test-utils";
import { I18nProvider, useI18nControl, type I18nControl } from "@/lib/i18n/I18nProvider";
import { DEFAULT_ENVIRONMENT } from "@/lib/env";

const server: Record<string, { key: string; value: string }[]> = {
  "master/en": [{ key: "tryAgain", value: "Try once more" }],
  "master/ar": [{ key: "tryAgain", value: "حاول مرة أخرى" }],
  "master/de": [{ key: "tryAgain", value: "Erneut versuchen" }],
  "acme/en": [{ key: "tryAgain", value: "Acme retry" }],
};

let control: I18nControl;
function Probe() {
  control = useI18nControl();
  const t = useTranslations();
  return <p data-testid="text">{t("tryAgain")}</p>;
}

function renderI18n(signInRealm = "master") {
  return render(
    <ChakraProvider value={defaultSystem}>
      <QueryClientProvider client={createTestQueryClient()}>
        <I18nProvider env={{ ...DEFAULT_ENVIRONMENT, adminBaseUrl: "http://server", realm: signInRealm }}>
          <Probe />
        </I18nProvider>
      </QueryClientProvider>
    </ChakraProvider>,
  );
}

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  window.history.replaceState(null, "", "/");
  jest.spyOn(globalThis, "fetch").mockImplementation(async (input) => {
    const path = String(input).replace("http://server/resources/", "").replace("/admin/", "/");
    const body = server[path];
    return body ? Response.json(body) : new Response("{}", { status: 404 });
  });
  jest.spyOn(console, "warn").mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

describe("I18nProvider", () => {
  it("shows English at once and the realm's translations once loaded", async () => {
    renderI18n();
    expect(screen.getByTestId("text")).toHaveTextContent("Try again");
    await waitFor(() => expect(screen.getByTestId("text")).toHaveTextContent("Try once more"));
    expect(control.ready).toBe(true);
  });

  it("follows the user's locale, right to left for Arabic", async () => {
    renderI18n();
    act(() => control.setUserLocale("ar"));
    await waitFor(() => expect(screen.getByTestId("text")).toHaveTextContent("حاول مرة أخرى"));
    expect(document.documentElement).toHaveAttribute("dir", "rtl");
    expect(document.documentElement).toHaveAttribute("lang", "ar");
    act(() => control.setUserLocale(undefined));
    await waitFor(() => expect(document.documentElement).toHaveAttribute("dir", "ltr"));
  });

  it("lets ?lang= win over the user's locale for the session", async () => {
    window.history.replaceState(null, "", "/#/master/users?lang=de");
    renderI18n();
    act(() => control.setUserLocale("ar"));
    await waitFor(() => expect(screen.getByTestId("text")).toHaveTextContent("Erneut versuchen"));
    expect(control.locale).toBe("de");
    expect(sessionStorage.getItem("previewLocale")).toBe("de");
  });

  it("takes the sign-in realm's translations, and falls back to English for a missing locale", async () => {
    renderI18n("acme");
    await waitFor(() => expect(screen.getByTestId("text")).toHaveTextContent("Acme retry"));
    act(() => control.setUserLocale("fr"));
    await waitFor(() => expect(console.warn).toHaveBeenCalled());
    expect(screen.getByTestId("text")).toHaveTextContent("Acme retry");
  });

  it("keeps a language chosen in this browser, and shows the console's own German over the realm's English", async () => {
    const view = renderI18n("acme");
    await waitFor(() => expect(screen.getByTestId("text")).toHaveTextContent("Acme retry"));
    act(() => control.chooseLocale("de"));
    await waitFor(() => expect(screen.getByTestId("text")).toHaveTextContent("Erneut versuchen"));
    expect(control.providerTexts?.["includeInIdToken.label"]).toBe("Zum ID-Token hinzufügen");

    view.unmount();
    renderI18n("acme");
    await waitFor(() => expect(screen.getByTestId("text")).toHaveTextContent("Erneut versuchen"));
    expect(control.chosenLocale).toBe("de");
  });

  it("lets a ?lang= preview win over the chosen language until the admin chooses again", async () => {
    localStorage.setItem("language", JSON.stringify("de"));
    window.history.replaceState(null, "", "/#/master/users?lang=ar");
    renderI18n();
    await waitFor(() => expect(control.locale).toBe("ar"));
    act(() => control.chooseLocale(undefined));
    await waitFor(() => expect(control.locale).toBe("en"));
    expect(sessionStorage.getItem("previewLocale")).toBeNull();
    expect(localStorage.getItem("language")).toBe("null");
  });
});
