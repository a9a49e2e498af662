import type { Rule } from "../types";
import { ldapProviders, ldapSubject } from "../ldap";

export const ldapWithoutStartTls: Rule = {
  id: "ldap-without-starttls",
  severity: "high",
  title: "advisorLdapWithoutStartTls",
  why: "advisorLdapWithoutStartTlsWhy",
  needs: ["userStorage"],
  check: ({ userStorage }) =>
    ldapProviders(userStorage)
      .filter(
        (component) =>
          (component.config?.connectionUrl?.[0] ?? "").trim().toLowerCase().startsWith("ldap://") &&
          component.config?.startTls?.[0] !== "true",
      )
      .map((component) => ({ subject: ldapSubject(component) })),
};
