// Route paths compared by shape: parameter names differ between areas ("$id" vs "$clientId"),
// so a parameter segment becomes ":", a splat "*", an optional parameter "?:".

const PARAM = ":";
const SPLAT = "*";
const OPTIONAL = "?:";

function shapeOfSegment(segment: string): string {
  if (segment === "$") return SPLAT;
  if (/^\{-\$[^}]+\}$/.test(segment)) return OPTIONAL;
  if (segment.startsWith("$") || /^\{\$[^}]+\}$/.test(segment)) return PARAM;
  return segment;
}

export function routePathSegments(path: string): string[] {
  return path.split("/").filter((segment) => segment !== "");
}

/** "/$realm/users/$id/$tab/" -> "/:/users/:/:" */
export function routePathShape(path: string): string {
  return "/" + routePathSegments(path).map(shapeOfSegment).join("/");
}

/** Every concrete shape of a path with optional parameters: "/:/users/?:" -> ["/:/users", "/:/users/:"]. */
export function expandOptionalSegments(shape: string): string[] {
  return routePathSegments(shape)
    .reduce<string[][]>(
      (variants, segment) =>
        segment === OPTIONAL
          ? variants.flatMap((variant) => [variant, [...variant, PARAM]])
          : variants.map((variant) => [...variant, segment]),
      [[]],
    )
    .map((segments) => "/" + segments.join("/"));
}

/**
 * The shapes of the URLs the given routes answer: optional parameters both ways, and a splat
 * also without its (possibly empty) rest.
 */
export function registeredRouteShapes(fullPaths: Iterable<string>): Set<string> {
  const shapes = new Set<string>();
  for (const fullPath of fullPaths) {
    for (const shape of expandOptionalSegments(routePathShape(fullPath))) {
      shapes.add(shape);
      if (shape.endsWith("/" + SPLAT)) shapes.add(shape.slice(0, -2) || "/");
    }
  }
  return shapes;
}
