import type { Rule } from "../types";
import { ldapProviders, ldapSubject } from "../ldap";

// user:password@ before the host: the secret is then shown wherever the URL is
const CREDENTIAL = /^[a-z]+:\/\/[^/@\s]+:[^/@\s]*@/i;

export const ldapCredentialInUrl: Rule = {
  id: "ldap-credential-in-url",
  severity: "high",
  title: "advisorLdapCredentialInUrl",
  why: "advisorLdapCredentialInUrlWhy",
  needs: ["userStorage"],
  check: ({ userStorage }) =>
    ldapProviders(userStorage)
      .filter((component) =>
        (component.config?.connectionUrl?.[0] ?? "").split(/\s+/).some((url) => CREDENTIAL.test(url)),
      )
      .map((component) => ({ subject: ldapSubject(component) })),
};
