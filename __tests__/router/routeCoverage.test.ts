import { SWEPT_REALM, SWEPT_SCREENS } from "@/e2e/support/screens";
import { deepLinkTarget } from "@/lib/router/deepLinks";
import { routePathShape } from "@/lib/router/routePath";
import { specAccessTable } from "@/lib/router/specAccessTable";
import { routeAnswering } from "./routeAnswering";

// Route coverage: every path of the spec's access table shows a real screen to the master admin. The accessibility
// sweep (e2e/accessibility.spec.ts) opens each screen of e2e/support/screens.ts in Chromium with the seeded acme
// realm's ids and fails on a missing heading, a not-found or forbidden page and any uncaught error; this test makes
// sure it opens a real screen for every path of the table. A path the official console spells differently here is
// covered by the screen its deep link (lib/router/deepLinks.ts) lands on, which e2e/deep-links.spec.ts opens.

const NOT_A_SCREEN = ["Page not found"];

const realScreens = SWEPT_SCREENS.filter(({ heading }) => !NOT_A_SCREEN.includes(String(heading)));
const sweptShapes = new Set(realScreens.flatMap(({ route }) => (route ? [routePathShape(route)] : [])));

/** The spec path with its parameters filled ("$realm" with the swept realm), as a browser would ask for it. */
const filled = (path: string) =>
  path.replace("$realm", SWEPT_REALM).replace(/\$(\w*)/g, (_, name: string) => `${name || "rest"}-1`);

const swept = (route: { fullPath: string } | undefined) => !!route && sweptShapes.has(routePathShape(route.fullPath));

/**
 * Whether a swept screen shows the spec path: a route of its own shape, the route answering it (a splat answers
 * "/groups" and "/groups/{id}"), or the route its deep link lands on.
 */
function covered(specPath: string): boolean {
  if (sweptShapes.has(routePathShape(specPath))) return true;
  if (swept(routeAnswering(filled(specPath)))) return true;
  const target = deepLinkTarget(filled(specPath));
  return !!target && swept(routeAnswering(target));
}

describe("route coverage", () => {
  it.each(specAccessTable.map(({ path }) => path))("the sweep opens a real screen for %s", (path) => {
    expect(covered(path) ? path : `no swept screen shows ${path}`).toBe(path);
  });
});
