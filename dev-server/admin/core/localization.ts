// /admin/realms/{realm}/localization: the realm's message overrides per locale (Keycloak's
// RealmLocalizationResource). Single texts travel as text/plain.
import type { Request, Response, Router } from "express";
import type { RealmData } from "../../store/model.js";
import { badRequest, noContent, notFound, realmOr404, requireAnyRole } from "../http.js";
import type { CoreContext } from "./coreContext.js";
import { isRealmAdmin } from "./realmAccess.js";
import { forbidden } from "../http.js";
import { isUnsafeKey, prototypeFree, unsafeKeyOf } from "../../store/safeKeys.js";

const unsafeKeyMessage = (key: string) => `'${key}' is not allowed as a locale or message key`;

export function registerLocalization(router: Router, ctx: CoreContext): void {
  const { store } = ctx;
  const realmFor = (req: Request, res: Response, manage: boolean): RealmData | undefined => {
    const realm = realmOr404(req, res, store.realm(String(req.params.realm)));
    if (!realm) return undefined;
    const unsafe = [req.params.locale, req.params.key].find((name) => name !== undefined && isUnsafeKey(String(name)));
    if (unsafe !== undefined) {
      badRequest(res, unsafeKeyMessage(String(unsafe)));
      return undefined;
    }
    if (manage) return requireAnyRole(req, res, realm.rep.realm, ["manage-realm"]) ? realm : undefined;
    if (!isRealmAdmin(req, realm.rep.realm)) {
      forbidden(res);
      return undefined;
    }
    return realm;
  };
  const changed = (
    req: Request,
    realm: RealmData,
    operationType: "CREATE" | "UPDATE" | "DELETE",
    path: string,
    representation?: unknown,
  ) => {
    store.changed(realm);
    ctx.adminEvent(req, realm, {
      operationType,
      resourceType: "REALM",
      resourcePath: `localization/${path}`,
      representation,
    });
  };

  router.get("/realms/:realm/localization", (req, res) => {
    const realm = realmFor(req, res, false);
    if (realm) res.json(Object.keys(realm.localizationTexts).sort());
  });

  router.get("/realms/:realm/localization/:locale", (req, res) => {
    const realm = realmFor(req, res, false);
    if (!realm) return;
    const locale = String(req.params.locale);
    const texts = prototypeFree<string>();
    const defaultLocale = realm.rep.defaultLocale;
    if (req.query.useRealmDefaultLocaleFallback === "true" && defaultLocale && defaultLocale !== locale) {
      Object.assign(texts, realm.localizationTexts[defaultLocale]);
    }
    Object.assign(texts, realm.localizationTexts[locale]);
    res.json(texts);
  });

  router.post("/realms/:realm/localization/:locale", (req, res) => {
    const realm = realmFor(req, res, true);
    if (!realm) return;
    const body = req.body as unknown;
    if (
      !body ||
      typeof body !== "object" ||
      Array.isArray(body) ||
      Object.values(body).some((v) => typeof v !== "string")
    ) {
      return badRequest(res, "Expected a map of message keys to texts");
    }
    const unsafe = unsafeKeyOf(body);
    if (unsafe) return badRequest(res, unsafeKeyMessage(unsafe));
    const locale = String(req.params.locale);
    realm.localizationTexts[locale] = prototypeFree({
      ...realm.localizationTexts[locale],
      ...(body as Record<string, string>),
    });
    changed(req, realm, "CREATE", locale, body);
    noContent(res);
  });

  router.delete("/realms/:realm/localization/:locale", (req, res) => {
    const realm = realmFor(req, res, true);
    if (!realm) return;
    const locale = String(req.params.locale);
    if (!realm.localizationTexts[locale]) return notFound(res, "Locale not found");
    delete realm.localizationTexts[locale];
    changed(req, realm, "DELETE", locale);
    noContent(res);
  });

  router.get("/realms/:realm/localization/:locale/:key", (req, res) => {
    const realm = realmFor(req, res, false);
    if (!realm) return;
    const text = realm.localizationTexts[String(req.params.locale)]?.[String(req.params.key)];
    if (text === undefined) return notFound(res, "Localization text not found");
    res.type("text/plain").send(text);
  });

  router.put("/realms/:realm/localization/:locale/:key", (req, res) => {
    const realm = realmFor(req, res, true);
    if (!realm) return;
    const text = typeof req.body === "string" ? req.body : undefined;
    if (text === undefined) return badRequest(res, "Expected the text as a text/plain body");
    const locale = String(req.params.locale);
    (realm.localizationTexts[locale] ??= prototypeFree())[String(req.params.key)] = text;
    changed(req, realm, "UPDATE", `${locale}/${req.params.key}`, text);
    noContent(res);
  });

  router.delete("/realms/:realm/localization/:locale/:key", (req, res) => {
    const realm = realmFor(req, res, true);
    if (!realm) return;
    const locale = String(req.params.locale);
    const key = String(req.params.key);
    const texts = realm.localizationTexts[locale];
    if (texts?.[key] === undefined) return notFound(res, "Localization text not found");
    delete texts[key];
    changed(req, realm, "DELETE", `${locale}/${key}`);
    noContent(res);
  });
}
