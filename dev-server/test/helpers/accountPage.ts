// Drives the account page (/realms/{realm}/account) without a browser: opens it, going through the realm's login when
// the jar holds no session there, reads a form's hidden fields, and posts a form as the page's own would.
import assert from "node:assert/strict";
import type { BrowserJar } from "./browserJar.js";

export const accountPath = (realm: string) => `/realms/${realm}/account/`;

/** the account page's HTML, signing in first when the jar has no session in the realm */
export async function openAccount(jar: BrowserJar, realm: string, username: string, password: string) {
  const first = await jar.follow(accountPath(realm), (location) =>
    location.pathname.includes("/login-actions/authenticate/"),
  );
  if (first instanceof Response) return first;
  const form = await jar.send(first);
  const hidden = hiddenFields(await form.text());
  const answer = await jar.follow(first, undefined, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ ...hidden, username, password }),
  });
  assert.ok(answer instanceof Response);
  return answer;
}

/** the hidden fields of the page's form with this id, or of the first form */
export function hiddenFields(html: string, formId?: string): Record<string, string> {
  const start = formId ? html.indexOf(`<form id="${formId}"`) : html.indexOf("<form");
  assert.ok(start >= 0, `the page has the form ${formId ?? ""}`);
  const form = html.slice(start, html.indexOf("</form>", start));
  return Object.fromEntries(
    [...form.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((m) => [m[1], m[2]]),
  );
}

/** posts the fields as the page's forms post them (no redirect followed) */
export function postAccount(jar: BrowserJar, realm: string, fields: Record<string, string>, headers = {}) {
  return jar.send(accountPath(realm), {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(fields),
  });
}

/** the texts of the page's messages (Keycloak's kc-feedback-text) */
export const feedback = (html: string) =>
  [...html.matchAll(/<p class="kc-feedback-text" role="(?:alert|status)">([^<]*)<\/p>/g)].map((m) => m[1]);
