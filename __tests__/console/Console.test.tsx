import { render, screen, waitFor } from "@testing-library/react";
import { User, UserManager } from "oidc-client-ts";
import { AppRouter } from "@/app/_router/AppRouter";
import { Console } from "@/components/shell/Console";
import { oidcSettings } from "@/lib/auth/userManager";
import { DEFAULT_ENVIRONMENT } from "@/lib/env";
import { useServerInfo } from "@/lib/console-context";

// The router belongs to another part; here it only shows what start-up handed to it.
jest.mock("@/app/_router/AppRouter", () => ({
  AppRouter: function FakeRouter() {
    const serverInfo = useServerInfo();
    return <p>router ready, features: {serverInfo.features?.length ?? "none"}</p>;
  },
}));

let userManager: UserManager;
jest.mock("@/lib/auth/userManager", () => {
  const actual = jest.requireActual("@/lib/auth/userManager");
  return { ...actual, createUserManager: () => userManager };
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;

function setEnvironmentBlock(text: string | undefined) {
  document.getElementById("environment")?.remove();
  if (text === undefined) return;
  const script = document.createElement("script");
  script.id = "environment";
  script.type = "application/json";
  script.textContent = text;
  document.head.appendChild(script);
}

const jsonResponse = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

function mockServer(serverInfoStatus = 200) {
  return jest.spyOn(globalThis, "fetch").mockImplementation(async (input) => {
    const url = String(input instanceof Request ? input.url : input);
    if (url.includes("/resources/master/admin/")) return jsonResponse([{ key: "users", value: "Users" }]);
    if (url.endsWith("/admin/serverinfo")) {
      return serverInfoStatus === 200
        ? jsonResponse({ features: [{ name: "ORGANIZATION", enabled: true }] })
        : jsonResponse({ error: "HTTP 403 Forbidden" }, serverInfoStatus);
    }
    return jsonResponse({ error: "unexpected " + url }, 404);
  });
}

async function signedInUserManager() {
  const manager = new UserManager(oidcSettings(DEFAULT_ENVIRONMENT));
  await manager.storeUser(
    new User({
      access_token: "token",
      token_type: "Bearer",
      expires_at: Date.now() / 1000 + 300,
      profile: {} as never,
    }),
  );
  return manager;
}

describe("Console start-up", () => {
  beforeEach(() => {
    // next-themes renders its colour-mode script, which React only runs in the prerendered page
    const error = console.error;
    jest.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
      if (!String(args[0]).includes("Encountered a script tag")) error(...args);
    });
  });
  afterEach(() => {
    jest.restoreAllMocks();
    setEnvironmentBlock(undefined);
  });

  it("shows on the page that the environment block is missing", async () => {
    render(
      <Console>
        <AppRouter />
      </Console>,
    );
    expect(await screen.findByRole("alert")).toHaveTextContent("Environment variables not found in the document.");
  });

  it("shows on the page that the environment block is not JSON", async () => {
    setEnvironmentBlock("{ not json");
    render(
      <Console>
        <AppRouter />
      </Console>,
    );
    expect(await screen.findByRole("alert")).toHaveTextContent("Unable to parse environment variables as JSON.");
  });

  it("signs in, loads server info and then renders the router", async () => {
    setEnvironmentBlock(JSON.stringify(DEFAULT_ENVIRONMENT));
    const fetch = mockServer();
    userManager = await signedInUserManager();
    render(
      <Console>
        <AppRouter />
      </Console>,
    );
    expect(await screen.findByText("router ready, features: 1")).toBeInTheDocument();
    const serverInfoCall = fetch.mock.calls.find(([input]) => String(input).endsWith("/admin/serverinfo"));
    expect(new Headers(serverInfoCall?.[1]?.headers).get("authorization")).toBe("Bearer token");
  });

  it("goes on with empty server info when the user may not read it (403)", async () => {
    setEnvironmentBlock(JSON.stringify(DEFAULT_ENVIRONMENT));
    mockServer(403);
    userManager = await signedInUserManager();
    render(
      <Console>
        <AppRouter />
      </Console>,
    );
    expect(await screen.findByText("router ready, features: none")).toBeInTheDocument();
  });

  it("sends a visitor without a session to the login, carrying the hash route", async () => {
    setEnvironmentBlock(JSON.stringify(DEFAULT_ENVIRONMENT));
    mockServer();
    window.location.hash = "#/acme/users";
    userManager = new UserManager(oidcSettings(DEFAULT_ENVIRONMENT));
    const signinRedirect = jest.spyOn(userManager, "signinRedirect").mockResolvedValue(undefined);
    render(
      <Console>
        <AppRouter />
      </Console>,
    );
    await waitFor(() => expect(signinRedirect).toHaveBeenCalledWith({ state: "#/acme/users" }));
    expect(screen.getByRole("status", { name: "Loading" })).toBeInTheDocument();
    expect(screen.queryByText(/router ready/)).not.toBeInTheDocument();
  });
});
