import {
  createRoute,
  lazyRouteComponent,
  notFound,
  redirect,
  type StaticDataRouteOption,
} from "@tanstack/react-router";
import type { ComponentType } from "react";
import { loadAdminClientModule } from "@/lib/admin-client";
import { loadAreaMessages } from "@/lib/i18n/areaMessages";
import type { TabList } from "@/lib/router/tabList";
import { realmRoute } from "./realmRoute";

/** The screen's module, loaded when its route is first opened so that no screen enters the first load. */
type ScreenModule = () => Promise<{ default: ComponentType }>;

/** Which English messages a screen needs before it shows: the areas' (the default), or the first load's alone. */
type ScreenMessages = { messages?: "areas" | "core" };

/**
 * The screen's chunk, and beside it (in parallel, the first time) the areas' messages and the whole admin client: a
 * screen shows with its texts and asks for its data at once, and none of them is in the first load. Only the
 * dashboard, part of the first load, needs just the shell's messages (messages/en/core.ts) and start-up's resources.
 */
function screenComponent(screen: ScreenModule, { messages = "areas" }: ScreenMessages) {
  return lazyRouteComponent(
    messages === "core"
      ? screen
      : () => Promise.all([screen(), loadAreaMessages(), loadAdminClientModule()]).then(([module]) => module),
  );
}

/** /{realm}/{path}: one screen, its access rule, breadcrumb title and sidebar entry in `staticData`. */
export function screenRoute<const P extends string>(path: P, screen: ScreenModule, staticData: StaticDataRouteOption) {
  return createRoute({ getParentRoute: () => realmRoute, path, component: screenComponent(screen, {}), staticData });
}

function tabRouteOf<const P extends string, T extends string>(
  tabs: TabList<P, T>,
  component: ReturnType<typeof lazyRouteComponent>,
  staticData: StaticDataRouteOption,
) {
  return createRoute({
    getParentRoute: () => realmRoute,
    path: tabs.tabPath,
    // the params of a generic path are not known here; the tab is its last segment
    beforeLoad: ({ params }) => {
      const { tab } = params as { tab?: string };
      if (!tabs.is(tab)) throw notFound();
      // within the same navigation, so that Back leaves the other screen in one step
      const elsewhere = tabs.elsewhere[tab];
      if (elsewhere) throw redirect({ to: `/$realm/${elsewhere}`, params, replace: true } as never);
    },
    component,
    staticData: { ...staticData, tabs: tabs.tabs, sections: tabs.sections, tabAccess: tabs.tabAccess },
  });
}

/** /{realm}/{path}/{tab} only: every tab is a URL and unknown tabs are not found. */
export function tabRoute<const P extends string, T extends string>(
  tabs: TabList<P, T>,
  screen: ScreenModule,
  staticData: StaticDataRouteOption,
) {
  return tabRouteOf(tabs, screenComponent(screen, {}), staticData);
}

type BarePath<P extends string> = P extends "" ? "/" : P;

/** /{realm}/{path} (the first tab) and /{realm}/{path}/{tab}, one screen for both; the sidebar links the first. */
export function tabbedRoutes<const P extends string, T extends string>(
  tabs: TabList<P, T>,
  screen: ScreenModule,
  staticData: StaticDataRouteOption,
  options: ScreenMessages = {},
) {
  const component = screenComponent(screen, options);
  const barePath = (tabs.path === "" ? "/" : tabs.path) as BarePath<P>;
  const bare = createRoute({ getParentRoute: () => realmRoute, path: barePath, component, staticData });
  return [bare, tabRouteOf(tabs, component, { ...staticData, nav: undefined })] as const;
}
