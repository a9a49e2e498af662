// The realm's own translations (Realm settings > Localization): the locales with overrides, one locale's texts, one
// text written and removed, and the effective messages a theme shows with the realm's overrides.
import { differential } from "./differential.js";

const text = (value: string) => ({ rawBody: value, contentType: "text/plain" });
/** the theme's own messages: the dev server's admin theme is this console, with texts of its own */
const themeMessages = {
  fields: [],
  items: (entry: unknown) => (entry as { source?: string }).source === "THEME",
  why: "the dev server's admin theme is this console, whose messages are its own",
};

differential(
  "realm-localization",
  { internationalizationEnabled: true, supportedLocales: ["en", "de"] },
  (scenario) => {
    scenario("writes, reads and removes a realm's texts", async (api) => {
      await api.get("/localization");
      await api.put("/localization/de/greeting", undefined, text("Hallo"));
      await api.put("/localization/de/farewell", undefined, text("Tschüss"));
      await api.put("/localization/en/greeting", undefined, text("Hello"));
      await api.get("/localization", { unordered: true });
      await api.get("/localization/de");
      await api.get("/localization/fr", { query: { useRealmDefaultLocaleFallback: true } });
      await api.get("/localization/de/greeting");
      await api.delete("/localization/de/farewell");
      await api.get("/localization/de");
    });

    scenario("shows the effective messages of a theme with the realm's overrides", async (api) => {
      await api.put("/localization/de/realmOnlyKey", undefined, text("Nur hier"));
      const effective = { query: { source: true }, unordered: true, differs: themeMessages };
      await api.get(`/resources/${api.realm}/admin/de`, effective);
      // a theme the server does not have is its default one
      await api.get(`/resources/${api.realm}/admin/de`, {
        ...effective,
        query: { source: true, theme: "no-such-theme" },
      });
      await api.get("/resources/realmcfg-no-such-realm/admin/de");
    });

    scenario("refuses an admin who may only view the realm", async (api) => {
      const viewer = await api.adminWith("view-realm");
      await api.as(viewer).get("/localization");
      await api.as(viewer).put("/localization/de/greeting", undefined, text("Nein"));
      await api.as(viewer).delete("/localization/de/greeting");
      const nobody = await api.adminWith();
      await api.as(nobody).get("/localization");
      await api.as(nobody).get("/localization/de");
    });

    scenario("answers an unknown text, a removed one and a text that is not plain text", async (api) => {
      await api.get("/localization/de/noSuchKey");
      await api.put("/localization/de/greeting", undefined, { rawBody: '"Hallo"', contentType: "application/json" });
      await api.delete("/localization/de/noSuchKey");
      await api.delete("/localization/xx/noSuchKey");
    });
  },
);
