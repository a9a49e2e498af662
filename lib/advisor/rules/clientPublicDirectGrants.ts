import type { Rule } from "../types";
import { clientSubject } from "../subjects";

// Keycloak's own command-line client exists for exactly this grant
const BUILT_IN_CLI = "admin-cli";

export const clientPublicDirectGrants: Rule = {
  id: "client-public-direct-grants",
  severity: "medium",
  title: "advisorPublicDirectGrants",
  why: "advisorPublicDirectGrantsWhy",
  needs: ["clients"],
  check: ({ clients }) =>
    clients
      .filter(
        (client) =>
          client.publicClient === true && client.directAccessGrantsEnabled === true && client.clientId !== BUILT_IN_CLI,
      )
      .map((client) => ({
        subject: clientSubject(client),
        fix: {
          target: "client",
          patch: { directAccessGrantsEnabled: false },
          changes: [{ label: "directAccess", before: true, after: false }],
        },
      })),
};
