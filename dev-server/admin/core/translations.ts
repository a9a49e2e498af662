// GET /resources/{realm}/{themeType}/{locale}: a theme's messages as [{key, value}], overlaid with the realm's
// localization texts for that locale, as Keycloak's ThemeResource answers the console, the login pages and the
// effective message bundles. `theme` picks one of serverinfo's themes of that type; `source=true` says of each text
// whether the theme or the realm's overrides gave it. The admin theme's messages are the console's bundled English
// ones, the login theme's the login page's; any locale the server has no bundle for falls back to them, as Keycloak
// falls back to English.
import { Router } from "express";
import type { Store } from "../../store/store.js";
import { consoleMessages } from "../../messages/consoleMessages.js";
import { ENGLISH as LOGIN_MESSAGES } from "../../oidc/loginPage.js";
import { STATIC_SERVER_INFO } from "./serverInfoData.js";

function themeMessages(themeType: string): Record<string, string> {
  if (themeType === "admin") return consoleMessages();
  if (themeType === "login") return { ...LOGIN_MESSAGES };
  return {};
}

export function translationsRouter(store: Store): Router {
  const router = Router();
  router.get("/:realm/:themeType/:locale", (req, res) => {
    res.set({ "Access-Control-Allow-Origin": "*", "Cache-Control": "no-cache" });
    const realm = store.realm(req.params.realm);
    if (!realm) {
      res.status(404).json({ error: "Realm not found." });
      return;
    }
    const themes = STATIC_SERVER_INFO.themes?.[req.params.themeType];
    const theme = typeof req.query.theme === "string" && req.query.theme !== "" ? req.query.theme : undefined;
    if (!themes || (theme !== undefined && !themes.some((known) => known.name === theme))) {
      res.status(404).json({ error: "Theme not found." });
      return;
    }
    const overrides = realm.localizationTexts[req.params.locale] ?? {};
    const messages = { ...themeMessages(req.params.themeType), ...overrides };
    const withSource = req.query.source === "true";
    res.json(
      Object.entries(messages).map(([key, value]) =>
        withSource ? { key, value, source: Object.hasOwn(overrides, key) ? "REALM" : "THEME" } : { key, value },
      ),
    );
  });
  return router;
}
