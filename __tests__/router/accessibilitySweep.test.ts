import { createMemoryHistory, type AnyRoute } from "@tanstack/react-router";
import { DEFAULT_ENVIRONMENT } from "@/lib/env";
import { createAppRouter } from "@/app/_router/createAppRouter";
import { routePathShape } from "@/lib/router/routePath";
import { SWEPT_SCREENS } from "@/e2e/support/screens";

// The accessibility sweep (e2e/accessibility.spec.ts) opens every screen of e2e/support/screens.ts: a route added to
// the tree without a line there would escape it.

const router = createAppRouter(createMemoryHistory({ initialEntries: ["/"] }), DEFAULT_ENVIRONMENT);
const leaves = Object.values(router.routesById as Record<string, AnyRoute>).filter(
  (route) => !route.isRoot && (!route.children || Object.keys(route.children).length === 0),
);
const swept = new Set(SWEPT_SCREENS.flatMap(({ route }) => (route ? [routePathShape(route)] : [])));

describe("the accessibility sweep", () => {
  it("opens every route of the tree", () => {
    expect(leaves.map((route) => route.fullPath).filter((path) => !swept.has(routePathShape(path)))).toEqual([]);
  });

  it("names only routes the tree has", () => {
    const shapes = new Set(leaves.map((route) => routePathShape(route.fullPath)));
    expect([...swept].filter((shape) => !shapes.has(shape))).toEqual([]);
  });
});
