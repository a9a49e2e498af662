import { createMemoryHistory, type AnyRoute } from "@tanstack/react-router";
import { DEFAULT_ENVIRONMENT } from "@/lib/env";
import { createAppRouter } from "@/app/_router/createAppRouter";
import { preloadStartScreen } from "@/app/_router/startScreen";

const router = createAppRouter(createMemoryHistory({ initialEntries: ["/"] }), DEFAULT_ENVIRONMENT);
const componentOf = (id: string) =>
  (router.routesById as Record<string, AnyRoute>)[id].options.component as { preload(): Promise<unknown> };

describe("preloadStartScreen", () => {
  it("asks for the screen the address names, and no other", () => {
    const users = jest.spyOn(componentOf("/$realm/users"), "preload").mockResolvedValue(undefined);
    const clients = jest.spyOn(componentOf("/$realm/clients"), "preload").mockResolvedValue(undefined);
    preloadStartScreen(DEFAULT_ENVIRONMENT, "#/master/users");
    expect(users).toHaveBeenCalledTimes(1);
    expect(clients).not.toHaveBeenCalled();
  });

  it("asks for nothing at an address no screen answers", () => {
    expect(() => preloadStartScreen(DEFAULT_ENVIRONMENT, "#/master/no-such-screen/at/all")).not.toThrow();
    expect(() => preloadStartScreen(DEFAULT_ENVIRONMENT, "")).not.toThrow();
  });
});
