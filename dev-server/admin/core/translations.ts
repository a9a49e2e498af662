// GET /resources/{realm}/{themeType}/{locale}: a theme's messages as [{key, value}], overlaid with the realm's
// localization texts for that locale. The admin theme's messages are the console's bundled English ones; any locale
// the server has no bundle for falls back to them, as Keycloak falls back to English.
import { Router } from "express";
import type { Store } from "../../store/store.js";
import { consoleMessages } from "../../messages/consoleMessages.js";

export function translationsRouter(store: Store): Router {
  const router = Router();
  router.get("/:realm/:themeType/:locale", (req, res) => {
    res.set({ "Access-Control-Allow-Origin": "*", "Cache-Control": "no-cache" });
    const realm = store.realm(req.params.realm);
    if (!realm) {
      res.status(404).json({ error: "Realm not found." });
      return;
    }
    const bundled = req.params.themeType === "admin" ? consoleMessages() : {};
    const messages = { ...bundled, ...realm.localizationTexts[req.params.locale] };
    res.json(Object.entries(messages).map(([key, value]) => ({ key, value })));
  });
  return router;
}
