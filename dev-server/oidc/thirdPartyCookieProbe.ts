// keycloak-js probes third-party cookies in a hidden frame before using its session iframe. The probe is framed by
// the application's own origin, never the server's, so unlike every other page of the server it may be framed from
// anywhere, as Keycloak serves it; its one inline script is allowed by hash and it loads nothing else. Answering
// "unsupported" makes keycloak-js fall back to prompt=none redirects, which work here; without an answer its init()
// hangs until its message timeout.
import type { Response, Router } from "express";
import { sha256Source } from "../console/scriptHashes.js";
import { CONTENT_SECURITY_POLICY } from "../hardening/securityHeaders.js";
import { OIDC_PATH } from "./realmProvider.js";

const PROBE_SCRIPT = 'parent.postMessage("unsupported", "*")';
const PROBE_PAGE = `<!doctype html><html lang="en"><head><title>3p-cookies</title></head><body><script>${PROBE_SCRIPT}</script></body></html>`;
const PROBE_POLICY = `default-src 'none'; script-src ${sha256Source(PROBE_SCRIPT)}; base-uri 'none'; object-src 'none'`;

function sendProbe(res: Response) {
  res.removeHeader("X-Frame-Options");
  res.set(CONTENT_SECURITY_POLICY, PROBE_POLICY).type("html").send(PROBE_PAGE);
}

export function thirdPartyCookieProbe(router: Router): void {
  router.get(`/:realm${OIDC_PATH}/3p-cookies/step1.html`, (_req, res) => sendProbe(res));
  router.get(`/:realm${OIDC_PATH}/3p-cookies/step2.html`, (_req, res) => sendProbe(res));
}
