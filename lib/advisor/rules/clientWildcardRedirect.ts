import type { Rule } from "../types";
import { clientSubject } from "../subjects";

// "*" alone, or a "*" before the path: any host may then receive the codes and tokens
function wildcardHost(uri: string): boolean {
  if (uri.trim() === "*") return true;
  const afterScheme = uri.replace(/^[a-z][a-z0-9+.-]*:\/\//i, "");
  const host = afterScheme.split("/")[0] ?? "";
  return host.includes("*");
}

export const clientWildcardRedirect: Rule = {
  id: "client-wildcard-redirect",
  severity: "high",
  title: "advisorWildcardRedirect",
  why: "advisorWildcardRedirectWhy",
  needs: ["clients"],
  check: ({ clients }) =>
    clients
      .filter((client) => (client.redirectUris ?? []).some(wildcardHost))
      .map((client) => ({ subject: clientSubject(client) })),
};
