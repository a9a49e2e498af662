// GET /resources/{realm}/{themeType}/{locale}: a theme's messages as [{key, value}], overlaid with the realm's
// localization texts, as Keycloak's ThemeResource answers the console, the login pages and the effective message
// bundles. The realm's texts come from the locale, its language, the realm's default locale and English, the first
// that has a key winning; `source=true` lists instead the theme's texts and then every one of those realm texts, each
// with where it came from, repeated keys and all, as Keycloak does. A `theme` the server does not have is the default
// one. The admin theme's messages are the console's bundled English ones with the example UI page's name in the
// locale's language, the login theme's the login page's, whatever the locale.
import { Router } from "express";
import type { RealmData } from "../../store/model.js";
import type { Store } from "../../store/store.js";
import { consoleMessages } from "../../messages/consoleMessages.js";
import { ENGLISH as LOGIN_MESSAGES } from "../../oidc/loginPage.js";
import { STATIC_SERVER_INFO } from "./serverInfoData.js";
import { exampleUiPageMessages } from "./serverInfoUiPages.js";

function themeMessages(themeType: string, locale: string): Record<string, string> {
  if (themeType === "admin") return { ...consoleMessages(), ...exampleUiPageMessages(locale) };
  if (themeType === "login") return { ...LOGIN_MESSAGES };
  return {};
}

/** the realm's override locales for `locale`, the most specific first */
function overrideLocales(realm: RealmData, locale: string): string[] {
  const language = locale.split("-")[0];
  return [...new Set([locale, language, realm.rep.defaultLocale, "en"].filter((l): l is string => !!l))];
}

export function translationsRouter(store: Store): Router {
  const router = Router();
  router.get("/:realm/:themeType/:locale", (req, res) => {
    res.set({ "Access-Control-Allow-Origin": "*", "Cache-Control": "no-cache" });
    const realm = store.realm(req.params.realm);
    if (!realm || !STATIC_SERVER_INFO.themes?.[req.params.themeType]) {
      res.status(404).end();
      return;
    }
    const theme = themeMessages(req.params.themeType, req.params.locale);
    const overrides = overrideLocales(realm, req.params.locale).map((l) => realm.localizationTexts[l] ?? {});
    if (req.query.source === "true") {
      res.json([
        ...Object.entries(theme).map(([key, value]) => ({ key, value, source: "THEME" })),
        ...overrides.flatMap((texts) => Object.entries(texts).map(([key, value]) => ({ key, value, source: "REALM" }))),
      ]);
      return;
    }
    const messages = Object.assign({}, theme, ...overrides.toReversed()) as Record<string, string>;
    res.json(Object.entries(messages).map(([key, value]) => ({ key, value })));
  });
  return router;
}
