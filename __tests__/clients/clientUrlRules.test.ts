import { clientIdProblem } from "@/lib/clients/clientIdRules";
import { redirectUriProblem, rootUrlProblem, urlProblem, webOriginProblem } from "@/lib/clients/clientUrlRules";

describe("redirect URI rules", () => {
  it.each([
    "https://app.example.com/callback",
    "https://app.example.com/*",
    "http://localhost:3000/cb?x=1",
    "com.example.app:/oauth2redirect",
    "myapp://callback",
    "*",
  ])("accepts %s", (uri) => expect(redirectUriProblem(uri)).toBeUndefined());

  it("accepts a relative path only when a root URL resolves it", () => {
    expect(redirectUriProblem("/callback/*")).toBe("redirectUriRelativeNeedsRoot");
    expect(redirectUriProblem("/callback/*", { rootUrl: "https://app.example.com" })).toBeUndefined();
  });

  it.each([
    ["javascript:alert(1)", "clientUrlIllegalScheme"],
    ["  JavaScript:alert(1)", "clientUrlIllegalScheme"],
    ["java\tscript:alert(1)", "clientUrlIllegalScheme"],
    ["data:text/html,hi", "clientUrlIllegalScheme"],
    ["https://app.example.com/#/home", "redirectUriFragment"],
    ["app.example.com/callback", "redirectUriInvalid"],
    ["https://app.example.com/a b", "redirectUriInvalid"],
    ["https://", "redirectUriInvalid"],
  ])("refuses %j (%s)", (uri, key) => expect(redirectUriProblem(uri)).toBe(key));

  it("takes + as the redirect URIs only among post-logout URIs", () => {
    expect(redirectUriProblem("+", { postLogout: true })).toBeUndefined();
    expect(redirectUriProblem("+")).toBe("redirectUriInvalid");
  });
});

describe("web origin rules", () => {
  it.each(["+", "*", "https://app.example.com", "http://localhost:3000", "capacitor://localhost"])(
    "accepts %s",
    (origin) => expect(webOriginProblem(origin)).toBeUndefined(),
  );

  it.each([
    ["https://app.example.com/", "webOriginInvalid"],
    ["https://app.example.com/path", "webOriginInvalid"],
    ["https://app.example.com?x", "webOriginInvalid"],
    ["app.example.com", "webOriginInvalid"],
    ["https://user@app.example.com", "webOriginInvalid"],
    ["++", "webOriginInvalid"],
    ["javascript://example.com", "clientUrlIllegalScheme"],
  ])("refuses %j (%s)", (origin, key) => expect(webOriginProblem(origin)).toBe(key));
});

describe("single URL rules", () => {
  it("takes an empty value as not set", () => expect(urlProblem("")).toBeUndefined());

  it("wants an absolute URL unless relative paths are allowed", () => {
    expect(urlProblem("/admin")).toBe("clientUrlInvalid");
    expect(urlProblem("/admin", { allowRelative: true })).toBeUndefined();
    expect(urlProblem("https://app.example.com/admin")).toBeUndefined();
    expect(urlProblem(" https://app.example.com")).toBe("clientUrlInvalid");
    expect(urlProblem("vbscript:msgbox")).toBe("clientUrlIllegalScheme");
  });

  it("takes Keycloak's server URL placeholders as absolute", () => {
    expect(rootUrlProblem("${authBaseUrl}")).toBeUndefined();
    expect(urlProblem("${authAdminUrl}/console/")).toBeUndefined();
    expect(redirectUriProblem("${authBaseUrl}/realms/acme/account/*")).toBeUndefined();
    expect(urlProblem("${elsewhere}/x")).toBe("clientUrlInvalid");
  });

  it("refuses a fragment in the root URL", () => {
    expect(rootUrlProblem("https://app.example.com/#x")).toBe("clientUrlFragment");
    expect(rootUrlProblem("https://app.example.com")).toBeUndefined();
  });
});

describe("client id rules", () => {
  it("requires a client id of at most 255 characters without whitespace", () => {
    expect(clientIdProblem("")).toBe("required");
    expect(clientIdProblem("   ")).toBe("required");
    expect(clientIdProblem("my-app")).toBeUndefined();
    expect(clientIdProblem("urn:acme:app.v2")).toBeUndefined();
    expect(clientIdProblem("my app")).toBe("clientIdInvalidCharacters");
    expect(clientIdProblem("app\u0007")).toBe("clientIdInvalidCharacters");
    expect(clientIdProblem("a".repeat(255))).toBeUndefined();
    expect(clientIdProblem("a".repeat(256))).toBe("clientIdTooLong");
  });
});
