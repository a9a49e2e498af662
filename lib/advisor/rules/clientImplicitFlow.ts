import type { Rule } from "../types";
import { clientSubject } from "../subjects";

export const clientImplicitFlow: Rule = {
  id: "client-implicit-flow",
  severity: "high",
  title: "advisorImplicitFlow",
  why: "advisorImplicitFlowWhy",
  needs: ["clients"],
  check: ({ clients }) =>
    clients
      .filter((client) => client.implicitFlowEnabled === true)
      .map((client) => ({
        subject: clientSubject(client),
        fix: {
          target: "client",
          patch: { implicitFlowEnabled: false },
          changes: [{ label: "implicitFlow", before: true, after: false }],
        },
      })),
};
