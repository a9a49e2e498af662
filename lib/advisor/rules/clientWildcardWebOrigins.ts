import type { Rule } from "../types";
import { clientSubject } from "../subjects";

// "+" allows the origins of the valid redirect URIs: what a browser client needs, and nothing more
const FROM_REDIRECTS = "+";

export const clientWildcardWebOrigins: Rule = {
  id: "client-wildcard-web-origins",
  severity: "medium",
  title: "advisorWildcardWebOrigins",
  why: "advisorWildcardWebOriginsWhy",
  needs: ["clients"],
  check: ({ clients }) =>
    clients
      .filter((client) => (client.webOrigins ?? []).includes("*"))
      .map((client) => {
        const before = client.webOrigins ?? [];
        const after = [...new Set(before.map((origin) => (origin === "*" ? FROM_REDIRECTS : origin)))];
        return {
          subject: clientSubject(client),
          fix: {
            target: "client",
            patch: { webOrigins: after },
            changes: [{ label: "webOrigins", before: before.join(", "), after: after.join(", ") }],
          },
        };
      }),
};
