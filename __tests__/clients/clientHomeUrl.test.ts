import { clientHomeUrl } from "@/components/areas/clients/clientHomeUrl";

const SERVER = "http://localhost:8180";

describe("clientHomeUrl", () => {
  it("uses an absolute baseUrl as is", () => {
    expect(clientHomeUrl({ rootUrl: "https://root.example", baseUrl: "https://elsewhere.example/home" }, SERVER)).toBe(
      "https://elsewhere.example/home",
    );
  });

  it("replaces ${authBaseUrl} with the server URL and appends baseUrl", () => {
    expect(clientHomeUrl({ rootUrl: "${authBaseUrl}", baseUrl: "/realms/acme/account/" }, SERVER)).toBe(
      "http://localhost:8180/realms/acme/account/",
    );
  });

  it("replaces ${authAdminUrl} with the server URL and appends baseUrl", () => {
    expect(clientHomeUrl({ rootUrl: "${authAdminUrl}", baseUrl: "/admin/acme/console/" }, SERVER)).toBe(
      "http://localhost:8180/admin/acme/console/",
    );
  });

  it("links to the server itself when a placeholder root has no baseUrl", () => {
    expect(clientHomeUrl({ rootUrl: "${authBaseUrl}" }, SERVER)).toBe(SERVER);
  });

  it("joins an absolute rootUrl and a relative baseUrl with one slash", () => {
    expect(clientHomeUrl({ rootUrl: "https://portal.acme.example/", baseUrl: "/" }, SERVER)).toBe(
      "https://portal.acme.example/",
    );
    expect(clientHomeUrl({ rootUrl: "https://portal.acme.example", baseUrl: "app" }, SERVER)).toBe(
      "https://portal.acme.example/app",
    );
  });

  it("uses an absolute rootUrl alone when there is no baseUrl", () => {
    expect(clientHomeUrl({ rootUrl: "https://hr.acme.example" }, SERVER)).toBe("https://hr.acme.example");
  });

  it("falls back to a relative baseUrl, and to nothing", () => {
    expect(clientHomeUrl({ baseUrl: "/relative" }, SERVER)).toBe("/relative");
    expect(clientHomeUrl({}, SERVER)).toBeUndefined();
    expect(clientHomeUrl({ rootUrl: "", baseUrl: "" }, SERVER)).toBeUndefined();
  });
});
