import type { Rule } from "../types";

export const realmRegistrationWithoutVerification: Rule = {
  id: "realm-registration-without-verification",
  severity: "medium",
  title: "advisorRegistrationWithoutVerification",
  why: "advisorRegistrationWithoutVerificationWhy",
  needs: ["realm"],
  check: ({ realm }) =>
    realm.registrationAllowed && !realm.verifyEmail ? [{ subject: { kind: "realm", tab: "login" } }] : [],
};
