import { createMemoryHistory, type AnyRoute } from "@tanstack/react-router";
import { DEFAULT_ENVIRONMENT } from "@/lib/env";
import { createAppRouter } from "@/app/_router/createAppRouter";
import { routePathShape } from "@/lib/router/routePath";
import { canonicalAccessRule, specAccessEntries, specAccessTable } from "@/lib/router/specAccessTable";

// Walks every route in the tree (every area's, as they are added) and compares its access rule
// with the spec's section 2 table.

const router = createAppRouter(createMemoryHistory({ initialEntries: ["/"] }), DEFAULT_ENVIRONMENT);
const routes = Object.values(router.routesById as Record<string, AnyRoute>).filter((route) => !route.isRoot);

function ancestors(route: AnyRoute): AnyRoute[] {
  const chain: AnyRoute[] = [];
  for (let parent = route.parentRoute; parent && !parent.isRoot; parent = parent.parentRoute) chain.push(parent);
  return chain;
}

const isLeaf = (route: AnyRoute) => !route.children || Object.keys(route.children).length === 0;
const accessOf = (route: AnyRoute) => canonicalAccessRule(route.options.staticData?.access);

describe("spec access table", () => {
  it("has one row per path shape", () => {
    const shapes = specAccessTable.map((entry) => routePathShape(entry.path));
    expect(shapes.filter((shape, index) => shapes.indexOf(shape) !== index)).toEqual([]);
  });

  it("the tree has routes", () => {
    expect(routes.length).toBeGreaterThan(0);
  });
});

describe.each(routes.map((route) => [route.fullPath, route] as const))("route %s", (fullPath, route) => {
  const entries = specAccessEntries(fullPath);

  if (isLeaf(route)) {
    it("has an entry in the spec table", () => {
      expect(entries.every((entry) => entry !== undefined) ? fullPath : `no spec row for ${fullPath}`).toBe(fullPath);
    });

    it("declares the spec's access", () => {
      for (const entry of entries) expect(accessOf(route)).toEqual(canonicalAccessRule(entry?.access));
    });

    it("inherits no stricter rule from its layouts", () => {
      for (const layout of ancestors(route)) {
        const inherited = accessOf(layout);
        if (inherited) expect(inherited).toEqual(accessOf(route));
      }
    });
  } else {
    it("as a layout, declares the spec's access for its path or none", () => {
      const own = accessOf(route);
      if (own === undefined) return;
      for (const entry of entries) expect(own).toEqual(canonicalAccessRule(entry?.access));
    });
  }
});
