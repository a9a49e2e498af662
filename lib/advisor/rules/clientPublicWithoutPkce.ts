import type { Rule } from "../types";
import { clientSubject } from "../subjects";

const PKCE = "pkce.code.challenge.method";

export const clientPublicWithoutPkce: Rule = {
  id: "client-public-without-pkce",
  severity: "medium",
  title: "advisorPublicWithoutPkce",
  why: "advisorPublicWithoutPkceWhy",
  needs: ["clients"],
  check: ({ clients }) =>
    clients
      .filter(
        (client) =>
          client.publicClient === true &&
          client.protocol !== "saml" &&
          client.standardFlowEnabled !== false &&
          client.attributes?.[PKCE] !== "S256",
      )
      .map((client) => ({
        subject: clientSubject(client),
        fix: {
          target: "client",
          patch: { attributes: { ...client.attributes, [PKCE]: "S256" } },
          changes: [
            { label: "pkceMethod", before: (client.attributes?.[PKCE] as string | undefined) || null, after: "S256" },
          ],
        },
      })),
};
