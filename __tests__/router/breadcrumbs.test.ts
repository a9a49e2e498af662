import { breadcrumbs, pathnamePrefixes, showsScreen } from "@/lib/router/breadcrumbs";

const titled = (pathname: string, title?: string) => ({ pathname, staticData: title ? { title } : {} });

describe("pathnamePrefixes", () => {
  it("lists the root and every deeper prefix", () => {
    expect(pathnamePrefixes("/master/users/1/settings")).toEqual([
      "/",
      "/master",
      "/master/users",
      "/master/users/1",
      "/master/users/1/settings",
    ]);
  });

  it("ignores a trailing slash", () => {
    expect(pathnamePrefixes("/master/")).toEqual(["/", "/master"]);
  });
});

describe("breadcrumbs", () => {
  it("builds one crumb per titled level, the last one current", () => {
    const crumbs = breadcrumbs(
      [
        titled("/"),
        titled("/master"),
        titled("/master/users", "users"),
        titled("/master/users/1"),
        titled("/master/users/1/settings", "userDetails"),
      ],
      "master",
    );
    expect(crumbs).toEqual([
      { pathname: "/master/users", title: "users", current: false },
      { pathname: "/master/users/1/settings", title: "userDetails", current: true },
    ]);
  });

  it("is empty with only one level", () => {
    expect(breadcrumbs([titled("/"), titled("/master"), titled("/master/users", "users")], "master")).toEqual([]);
  });

  it("leaves out the root, the realm root and the page-section root even when titled", () => {
    const crumbs = breadcrumbs(
      [
        titled("/", "home"),
        titled("/master", "dashboard"),
        titled("/master/page-section", "pages"),
        titled("/master/page-section/my-page", "myPage"),
        titled("/master/page-section/my-page/1", "myPageItem"),
      ],
      "master",
    );
    expect(crumbs.map((crumb) => crumb.title)).toEqual(["myPage", "myPageItem"]);
  });

  it("drops a repeated title (a tab route under the same screen)", () => {
    const crumbs = breadcrumbs(
      [
        titled("/master/clients", "clients"),
        titled("/master/clients/list", "clients"),
        titled("/master/clients/1/settings", "clientDetails"),
      ],
      "master",
    );
    expect(crumbs.map((crumb) => crumb.pathname)).toEqual(["/master/clients", "/master/clients/1/settings"]);
  });

  it("compares against the encoded realm name", () => {
    const crumbs = breadcrumbs(
      [
        titled("/my%20realm", "dashboard"),
        titled("/my%20realm/users", "users"),
        titled("/my%20realm/users/add-user", "createUser"),
      ],
      "my realm",
    );
    expect(crumbs.map((crumb) => crumb.title)).toEqual(["users", "createUser"]);
  });
});

describe("showsScreen", () => {
  const tabs = { tabs: ["settings", "policies"] };

  it("is true for a route without tabs, and for a tab route given one of its tabs", () => {
    expect(showsScreen({ clientId: "1" }, {})).toBe(true);
    expect(showsScreen({ clientId: "1", tab: "policies" }, tabs)).toBe(true);
  });

  it("is false for a tab route given a segment that is not a tab (the prefix of a deeper URL)", () => {
    expect(showsScreen({ clientId: "1", tab: "policy" }, tabs)).toBe(false);
  });
});
