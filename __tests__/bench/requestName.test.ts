/** @jest-environment node */
import { requestName } from "../../scripts/bench-request-name";

const at = (path: string) => requestName(`http://127.0.0.1:8180${path}`);

describe("a request's short name", () => {
  it("names a chunk by its file", () => {
    expect(at("/admin/master/console/_next/static/chunks/0a1b2c3d.js")).toBe("0a1b2c3d.js");
    expect(at("/admin/master/console/_next/static/css/5e6f.css")).toBe("5e6f.css");
  });

  it("names an admin API call by its path under the realm, ids shortened, query by its keys", () => {
    expect(at("/admin/realms/acme/users/6f1c2a4e-8a0b-4c1d-9e2f-0123456789ab/groups?first=0&max=11")).toBe(
      "users/{id}/groups?first&max",
    );
    expect(at("/admin/serverinfo")).toBe("serverinfo");
    expect(at("/admin/master/console/whoami?currentRealm=acme")).toBe("console/whoami?currentRealm");
  });

  it("names the console's page and the OIDC endpoints", () => {
    expect(at("/admin/master/console/")).toBe("console page");
    expect(at("/realms/master/protocol/openid-connect/token")).toBe("oidc token");
    expect(at("/realms/master/protocol/openid-connect/auth?client_id=x")).toBe("oidc auth");
  });
});
