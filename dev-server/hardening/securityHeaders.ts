// Headers every response carries: the page may be framed by its own origin only (the console's silent sign-in frames
// the console itself), content types are taken as sent, and no URL leaks to another site through the Referer.
// The server's own pages (login, logout, account, errors) run no script or style but their own, allowed by hash; the console
// replaces the policy with its own (console/consolePolicy.ts).
import type { NextFunction, Request, Response } from "express";
import { sha256Source } from "../console/scriptHashes.js";
import { LOGIN_STYLE } from "../oidc/loginPage.js";
import { AUTO_SUBMIT_SCRIPT } from "../oidc/logoutPage.js";
import { ACCOUNT_STYLE } from "../account/accountPage.js";

export const CONTENT_SECURITY_POLICY = "Content-Security-Policy";

/** Directives every policy of the server ends with. */
export const BASE_DIRECTIVES = ["frame-ancestors 'self'", "base-uri 'self'", "object-src 'none'"];

export const PAGE_POLICY = [
  "default-src 'self'",
  // oidc-provider adds the hash of its own form_post script to this directive when it renders that page
  `script-src 'self' ${sha256Source(AUTO_SUBMIT_SCRIPT)}`,
  `style-src 'self' ${sha256Source(LOGIN_STYLE)} ${sha256Source(ACCOUNT_STYLE)}`,
  "img-src 'self' data:",
  ...BASE_DIRECTIVES,
].join("; ");

export function securityHeaders(_req: Request, res: Response, next: NextFunction): void {
  res.set({
    [CONTENT_SECURITY_POLICY]: PAGE_POLICY,
    "X-Frame-Options": "SAMEORIGIN",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
  });
  next();
}
