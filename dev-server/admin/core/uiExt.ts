// The admin UI's own endpoints that belong to the shell: realm info for every realm admin and the realm-name list of
// the realm selector (Keycloak's UIRealmResource.getInfo and UIRealmsResource.getRealms).
import type { Router } from "express";
import { forbidden, intParam } from "../http.js";
import type { CoreContext } from "./coreContext.js";
import { isRealmAdmin, visibleRealmNames } from "./realmAccess.js";
import { realmOr404 } from "../http.js";
import { integerPaging } from "../resources/lib/pagingParams.js";

const USER_STORAGE = "org.keycloak.storage.UserStorageProvider";

export function registerUiExtCore(router: Router, ctx: CoreContext): void {
  router.get("/realms/:realm/ui-ext/info", (req, res) => {
    const realm = realmOr404(req, res, ctx.store.realm(String(req.params.realm)));
    if (!realm) return;
    if (!isRealmAdmin(req, realm.rep.realm)) return forbidden(res);
    const userProfileProvidersEnabled = [...realm.components.values()].some(
      (c) => c.providerType === USER_STORAGE && c.config?.enabled?.[0] !== "false",
    );
    res.json({ userProfileProvidersEnabled });
  });

  router.get("/realms/:realm/ui-ext/realms/names", integerPaging, (req, res) => {
    const first = intParam(req.query.first, 0);
    const max = intParam(req.query.max, 10);
    const search = typeof req.query.search === "string" ? req.query.search.toLowerCase() : "";
    const names = visibleRealmNames(req, ctx.store, (name) => name.toLowerCase().includes(search));
    res.json(
      names
        .slice(first, first + max)
        .map((name) => ({ name, displayName: ctx.store.realm(name)?.rep.displayName ?? "" })),
    );
  });
}
