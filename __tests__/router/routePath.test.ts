import { expandOptionalSegments, registeredRouteShapes, routePathShape } from "@/lib/router/routePath";
import { canonicalAccessRule, sameAccessRule, specAccessEntries, specAccessEntry } from "@/lib/router/specAccessTable";

describe("routePathShape", () => {
  it("replaces parameter names, keeps literals", () => {
    expect(routePathShape("/$realm/users/$id/$tab")).toBe("/:/users/:/:");
    expect(routePathShape("/$realm/")).toBe("/:");
    expect(routePathShape("/")).toBe("/");
  });

  it("marks splats and optional parameters", () => {
    expect(routePathShape("/$realm/groups/$")).toBe("/:/groups/*");
    expect(routePathShape("/$realm/users/{-$tab}")).toBe("/:/users/?:");
  });
});

describe("expandOptionalSegments", () => {
  it("gives both variants of each optional parameter", () => {
    expect(expandOptionalSegments("/:/authentication/:/:/?:")).toEqual([
      "/:/authentication/:/:",
      "/:/authentication/:/:/:",
    ]);
  });
});

describe("registeredRouteShapes", () => {
  it("covers optional parameters both ways and a splat without its rest", () => {
    const shapes = registeredRouteShapes(["/$realm/users/{-$tab}", "/$realm/groups/$"]);
    expect([...shapes].sort()).toEqual(["/:/groups", "/:/groups/*", "/:/users", "/:/users/:"]);
  });
});

describe("spec access lookups", () => {
  it("finds a row whatever the parameter names", () => {
    expect(specAccessEntry("/$realm/clients/$id/$tab")?.access).toEqual({ any: ["query-clients"] });
    expect(specAccessEntry("/$realm/users/add-user")?.access).toEqual({ any: ["query-users", "query-groups"] });
  });

  it("has no row for unknown paths", () => {
    expect(specAccessEntry("/$realm/nowhere/$id")).toBeUndefined();
  });

  it("checks each variant of an optional parameter", () => {
    expect(specAccessEntries("/$realm/events/{-$tab}").map((entry) => entry?.access)).toEqual([
      { any: ["view-events"] },
      { any: ["view-events"] },
    ]);
  });
});

describe("canonicalAccessRule", () => {
  it("treats a one-permission list the same whether any or all", () => {
    expect(sameAccessRule({ any: ["view-realm"] }, { all: ["view-realm"] })).toBe(true);
  });

  it("ignores order but not meaning", () => {
    expect(sameAccessRule({ any: ["a", "b"] }, { any: ["b", "a"] })).toBe(true);
    expect(sameAccessRule({ any: ["a", "b"] }, { all: ["a", "b"] })).toBe(false);
  });

  it("reads empty rules as anyone", () => {
    expect(canonicalAccessRule({})).toBeUndefined();
    expect(canonicalAccessRule(undefined)).toBeUndefined();
  });
});
