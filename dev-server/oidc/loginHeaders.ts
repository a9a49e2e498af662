// The realm's browser security headers (Realm settings > Security defenses) on its login pages, as Keycloak's
// security headers provider sends them on its HTML pages: an empty value sends no header. The realm's
// Content-Security-Policy is a second policy beside the server's own (securityHeaders.ts), which keeps the page's
// style allowed by hash; a browser enforces both.
import type { Response } from "express";
import type { RealmData } from "../store/model.js";

const HEADERS = {
  xFrameOptions: "X-Frame-Options",
  contentSecurityPolicyReportOnly: "Content-Security-Policy-Report-Only",
  xContentTypeOptions: "X-Content-Type-Options",
  xRobotsTag: "X-Robots-Tag",
  strictTransportSecurity: "Strict-Transport-Security",
  referrerPolicy: "Referrer-Policy",
} as const;

export function sendRealmSecurityHeaders(res: Response, realm: RealmData): void {
  const settings = realm.rep.browserSecurityHeaders as Record<string, unknown> | undefined;
  if (!settings) return;
  for (const [field, header] of Object.entries(HEADERS)) {
    const value = settings[field];
    if (typeof value !== "string") continue;
    if (value.trim()) res.set(header, value);
    else res.removeHeader(header);
  }
  const policy = settings.contentSecurityPolicy;
  if (typeof policy === "string" && policy.trim()) res.append("Content-Security-Policy", policy);
}
