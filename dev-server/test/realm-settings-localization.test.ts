// Realm settings' localization tab: Keycloak's RealmLocalizationResource (list locales, one locale's texts, one text
// as text/plain, import a map, delete a text or a locale) with its permission checks, and the overrides showing where
// the server serves translations (the console's and the login theme's bundles, the effective message bundles).
import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import { startAcmeServer, type AcmeServer } from "./fixtures/acmeServer.js";
import { realmViewerToken } from "./helpers/realmViewer.js";

describe("realm settings: localization", () => {
  let acme: AcmeServer;
  let viewerToken: string;
  let adminToken: string;
  const call = (token: string, method: string, path: string, body?: string, type = "application/json") =>
    fetch(`${acme.server.url}/admin/realms/acme/localization${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { "content-type": type }) },
      body,
    });
  const bundle = async (themeType: string, locale: string, query = "") => {
    const response = await fetch(`${acme.server.url}/resources/acme/${themeType}/${locale}${query}`);
    return {
      status: response.status,
      // Keycloak answers an unknown realm or theme type with an empty 404
      entries: (response.ok ? await response.json() : []) as { key: string; value: string; source?: string }[],
    };
  };

  before(async () => {
    acme = await startAcmeServer();
    viewerToken = await realmViewerToken(acme.admin, acme.server.url, "acme");
    adminToken = (await acme.admin.getAccessToken())!;
  });
  after(() => acme.server.cleanup());

  it("saves a text sent as text/plain, reads it back alone and in its locale's map", async () => {
    assert.equal((await call(adminToken, "PUT", "/es/doLogIn", "Entrar", "text/plain")).status, 204);
    const one = await call(adminToken, "GET", "/es/doLogIn");
    assert.equal(one.status, 200);
    assert.match(one.headers.get("content-type") ?? "", /text\/plain/);
    assert.equal(await one.text(), "Entrar");
    const texts = await acme.admin.realms.getRealmLocalizationTexts({ realm: "acme", selectedLocale: "es" });
    assert.equal(texts.doLogIn, "Entrar");
    assert.equal((await call(adminToken, "GET", "/es/missingKey")).status, 404);
  });

  it("refuses a PUT whose body is not text/plain, as Keycloak's @Consumes does", async () => {
    const response = await call(adminToken, "PUT", "/es/doLogIn", JSON.stringify({ text: "x" }));
    assert.equal(response.status, 415);
    assert.deepEqual(await response.json(), {
      error: "The content-type header value did not match the value in @Consumes",
    });
    assert.equal(await (await call(adminToken, "GET", "/es/doLogIn")).text(), "Entrar");
  });

  it("imports a map into a locale, keeping the texts it does not name, and lists the locales sorted", async () => {
    const body = JSON.stringify({ password: "Mot de passe", username: "Identifiant" });
    assert.equal((await call(adminToken, "POST", "/fr", body)).status, 204);
    assert.equal((await call(adminToken, "POST", "/fr", JSON.stringify({ username: "Nom" }))).status, 204);
    const texts = await acme.admin.realms.getRealmLocalizationTexts({ realm: "acme", selectedLocale: "fr" });
    assert.deepEqual({ ...texts }, { password: "Mot de passe", username: "Nom" });
    // read as Keycloak's Jackson reads a Map<String, String>: a number is its text, an object is refused
    assert.equal((await call(adminToken, "POST", "/fr", JSON.stringify({ username: 3 }))).status, 204);
    assert.equal((await call(adminToken, "POST", "/fr", JSON.stringify({ username: { a: 1 } }))).status, 400);
    assert.equal((await call(adminToken, "POST", "/fr", JSON.stringify({ username: "Nom" }))).status, 204);
    const locales = await acme.admin.realms.getRealmSpecificLocales({ realm: "acme" });
    assert.deepEqual(locales, [...locales].sort());
    assert.ok(locales.includes("es") && locales.includes("fr"));
  });

  it("falls back to the default locale's texts only when asked", async () => {
    const realm = (await acme.admin.realms.findOne({ realm: "acme" }))!;
    await acme.admin.realms.update({ realm: "acme" }, { ...realm, defaultLocale: "fr" });
    const plain = await (await call(adminToken, "GET", "/es")).json();
    assert.equal(plain.password, undefined);
    const withFallback = await (await call(adminToken, "GET", "/es?useRealmDefaultLocaleFallback=true")).json();
    assert.equal(withFallback.password, "Mot de passe");
    assert.equal(withFallback.doLogIn, "Entrar");
    await acme.admin.realms.update({ realm: "acme" }, { ...realm, defaultLocale: realm.defaultLocale ?? "" });
  });

  it("lets an admin who may only view read the texts but not change them", async () => {
    assert.equal((await call(viewerToken, "GET", "")).status, 200);
    assert.equal((await call(viewerToken, "GET", "/es")).status, 200);
    assert.equal((await call(viewerToken, "GET", "/es/doLogIn")).status, 200);
    assert.equal((await call(viewerToken, "PUT", "/es/doLogIn", "Hola", "text/plain")).status, 403);
    assert.equal((await call(viewerToken, "POST", "/es", JSON.stringify({ a: "b" }))).status, 403);
    assert.equal((await call(viewerToken, "DELETE", "/es/doLogIn")).status, 403);
    assert.equal((await call(viewerToken, "DELETE", "/es")).status, 403);
    assert.equal(await (await call(adminToken, "GET", "/es/doLogIn")).text(), "Entrar");
  });

  it("shows an override in the console's and the login theme's translations, marked as the realm's", async () => {
    await call(adminToken, "PUT", "/es/realmSettings", "Ajustes del reino", "text/plain");
    const admin = await bundle("admin", "es");
    assert.equal(admin.status, 200);
    assert.equal(admin.entries.find((entry) => entry.key === "realmSettings")?.value, "Ajustes del reino");
    assert.equal(admin.entries.find((entry) => entry.key === "realmSettings")?.source, undefined);

    const login = await bundle("login", "es", "?theme=keycloak&source=true");
    // Keycloak lists the theme's text and then the realm's, under the same key
    assert.deepEqual(
      login.entries.filter((entry) => entry.key === "doLogIn").map((entry) => entry.source),
      ["THEME", "REALM"],
    );
    assert.deepEqual(
      login.entries.find((entry) => entry.key === "doLogIn" && entry.source === "REALM"),
      { key: "doLogIn", value: "Entrar", source: "REALM" },
    );
    assert.deepEqual(
      login.entries.find((entry) => entry.key === "password"),
      { key: "password", value: "Password", source: "THEME" },
    );
    // a theme the server does not have is its default one
    assert.equal((await bundle("login", "es", "?theme=no-such-theme")).status, 200);
    assert.equal((await bundle("no-such-type", "es")).status, 404);
  });

  it("shows an override on the login page of a realm that supports the locale", async () => {
    const realm = (await acme.admin.realms.findOne({ realm: "acme" }))!;
    await acme.admin.realms.update(
      { realm: "acme" },
      { ...realm, internationalizationEnabled: true, supportedLocales: ["en", "es"], defaultLocale: "es" },
    );
    await acme.admin.clients.create({
      clientId: "l10n-app",
      publicClient: true,
      redirectUris: ["https://app.example/callback"],
    });
    const query = new URLSearchParams({
      client_id: "l10n-app",
      response_type: "code",
      scope: "openid",
      redirect_uri: "https://app.example/callback",
      ui_locales: "es",
      code_challenge: "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM",
      code_challenge_method: "S256",
    });
    const start = await fetch(`${acme.server.url}/realms/acme/protocol/openid-connect/auth?${query}`, {
      redirect: "manual",
    });
    const location = start.headers.get("location");
    assert.ok(location, `no redirect: ${start.status}`);
    const cookies = start.headers
      .getSetCookie()
      .map((cookie) => cookie.split(";")[0])
      .join("; ");
    const page = await fetch(new URL(location, acme.server.url), { headers: { cookie: cookies } });
    assert.equal(page.status, 200);
    assert.match(await page.text(), /<button[^>]*>Entrar<\/button>/);
  });

  it("deletes one text and then a whole locale, 404 for what is not there", async () => {
    assert.equal((await call(adminToken, "DELETE", "/es/doLogIn")).status, 204);
    assert.equal((await call(adminToken, "DELETE", "/es/doLogIn")).status, 404);
    assert.equal((await bundle("login", "es")).entries.find((entry) => entry.key === "doLogIn")?.value, "Sign In");
    assert.equal((await call(adminToken, "DELETE", "/fr")).status, 204);
    assert.equal((await call(adminToken, "DELETE", "/fr")).status, 404);
    assert.ok(!(await acme.admin.realms.getRealmSpecificLocales({ realm: "acme" })).includes("fr"));
  });

  it("answers a locale of 5,000 texts quickly", async () => {
    const texts = Object.fromEntries(Array.from({ length: 5000 }, (_, i) => [`key${i}`, `value ${i}`]));
    assert.equal((await call(adminToken, "POST", "/de", JSON.stringify(texts))).status, 204);
    const started = performance.now();
    const response = await call(adminToken, "GET", "/de");
    const body = await response.json();
    const elapsed = performance.now() - started;
    assert.equal(Object.keys(body).length, 5000);
    assert.ok(elapsed < 300, `took ${elapsed} ms`);
  });
});
