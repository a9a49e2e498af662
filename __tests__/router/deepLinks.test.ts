import { DEEP_LINKS, deepLinkTarget } from "@/lib/router/deepLinks";
import { routeAnswering } from "./routeAnswering";

/** A row's path with each "$name" segment given a value of its own ("$clientId" -> "clientId-1"). */
const filled = (path: string) => path.replace(/\$(\w+)/g, (_, name: string) => `${name}-1`);

describe.each(DEEP_LINKS.map((link) => [link.from, link] as const))("deep link %s", (_, { from, to }) => {
  it("is no path of this console", () => {
    expect(routeAnswering(filled(from))?.fullPath).toBeUndefined();
  });

  it("lands on a screen of this console", () => {
    expect(routeAnswering(filled(to))?.fullPath).toBeDefined();
  });

  it("carries the path's values over", () => {
    expect(deepLinkTarget(filled(from))).toBe(filled(to));
  });
});

describe("deepLinkTarget", () => {
  it("keeps a realm name and ids with encoded characters as they are", () => {
    expect(deepLinkTarget("/my%20realm/organizations/a%2Fb/identityProviders")).toBe(
      "/my%20realm/organizations/a%2Fb/identity-providers",
    );
  });

  it("answers nothing for a path the table does not name", () => {
    expect(deepLinkTarget("/acme/no/such/page")).toBeUndefined();
    expect(deepLinkTarget("/acme/organizations/org-1/identityProviders/extra")).toBeUndefined();
    expect(deepLinkTarget("/acme/realm-settings/themes/other")).toBeUndefined();
  });

  it("needs a value for every parameter", () => {
    expect(deepLinkTarget("/acme/organizations//identityProviders")).toBeUndefined();
  });
});
