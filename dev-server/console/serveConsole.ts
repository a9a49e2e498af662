// Serves the built console (CONSOLE_DIR, the Next static export) at /admin/{realm}/console/, with the environment
// block of index.html filled in for that realm, as Keycloak serves its admin console, under the console's
// Content-Security-Policy.
import express, { type NextFunction, type Request, type Response, Router } from "express";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Store } from "../store/store.js";
import { escapeHtml } from "../oidc/escapeHtml.js";
import { CONTENT_SECURITY_POLICY } from "../hardening/securityHeaders.js";
import { consolePolicy } from "./consolePolicy.js";
import { setCacheHeaders } from "./cacheHeaders.js";
import { currentScriptHashes, inlineScripts, SCRIPT_HASHES_FILE } from "./scriptHashes.js";

const ENVIRONMENT_BLOCK = /(<script\b[^>]*\bid=["']environment["'][^>]*>)[\s\S]*?(<\/script>)/;
/** paths under /console that belong to the admin API, not to the static files */
const API_PATHS = new Set(["/whoami"]);

export interface ConsoleOptions {
  store: Store;
  consoleDir: string;
  baseUrl: string;
}

export function consoleRouter({ store, consoleDir, baseUrl }: ConsoleOptions): Router {
  const router = Router({ mergeParams: true });
  const assets = express.static(consoleDir, { index: false, fallthrough: true, setHeaders: setCacheHeaders });

  router.use((req: Request, res: Response, next: NextFunction) => {
    if (API_PATHS.has(req.path) || (req.method !== "GET" && req.method !== "HEAD")) return next();
    const realmName = String(req.params.realm);
    if (!store.realm(realmName)) {
      res
        .status(404)
        .type("html")
        .send(page("Page not found", `Realm "${realmName}" does not exist.`));
      return;
    }
    if (req.path === "/" && !req.originalUrl.split("?")[0].endsWith("/")) {
      res.redirect(302, `/admin/${encodeURIComponent(realmName)}/console/`);
      return;
    }
    const indexPath = join(consoleDir, "index.html");
    if (!existsSync(indexPath)) {
      notBuilt(res, `The console has not been built: ${consoleDir}/index.html is missing.`);
      return;
    }
    if (req.path === "/" || req.path === "/index.html") {
      const html = readFileSync(indexPath, "utf8");
      const scriptHashes = currentScriptHashes(consoleDir, html);
      if (!scriptHashes && inlineScripts(html).length > 0) {
        // a bare `next build` leaves them out: its scripts would be refused
        notBuilt(res, `${consoleDir}/${SCRIPT_HASHES_FILE} is missing or older than index.html.`);
        return;
      }
      const environment = {
        realm: realmName,
        adminBaseUrl: baseUrl,
        authServerUrl: baseUrl,
        authUrl: baseUrl,
        clientId: "security-admin-console",
        consoleBaseUrl: `/admin/${realmName}/console/`,
        masterRealm: "master",
        logo: existsSync(join(consoleDir, "logo.svg")) ? "/logo.svg" : "",
        logoUrl: "",
        resourceUrl: `/admin/${realmName}/console`,
      };
      res
        .set("Cache-Control", "no-cache")
        .set(CONTENT_SECURITY_POLICY, consolePolicy(scriptHashes ?? [], [environment.adminBaseUrl]))
        .type("html")
        .send(withEnvironment(html, environment));
      return;
    }
    assets(req, res, () =>
      res
        .status(404)
        .type("html")
        .send(page("Page not found", `${req.path} does not exist.`)),
    );
  });
  return router;
}

export function withEnvironment(html: string, environment: Record<string, string>): string {
  // "<" is escaped so that no value can close the script element
  const json = JSON.stringify(environment).replaceAll("<", "\\u003c");
  return html.replace(ENVIRONMENT_BLOCK, (_match, open: string, close: string) => `${open}${json}${close}`);
}

function notBuilt(res: Response, problem: string): void {
  res
    .status(503)
    .type("html")
    .send(page("Console not built", `${problem} Run \`npm run build\`, then reload.`));
}

function page(title: string, message: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p></body></html>`;
}
