import type { Rule } from "../types";
import { clientSubject } from "../subjects";

const LOOPBACK = new Set(["localhost", "127.0.0.1", "[::1]"]);

function plainHttpElsewhere(uri: string): boolean {
  const match = /^http:\/\/([^/?#]*)/i.exec(uri.trim());
  if (!match) return false;
  const host = (match[1] ?? "")
    .replace(/^[^@]*@/, "")
    .replace(/:\d+$/, "")
    .toLowerCase();
  return !LOOPBACK.has(host);
}

export const clientHttpRedirect: Rule = {
  id: "client-http-redirect",
  severity: "medium",
  title: "advisorHttpRedirect",
  why: "advisorHttpRedirectWhy",
  needs: ["clients"],
  check: ({ clients }) =>
    clients
      .filter((client) => (client.redirectUris ?? []).some(plainHttpElsewhere))
      .map((client) => ({ subject: clientSubject(client) })),
};
