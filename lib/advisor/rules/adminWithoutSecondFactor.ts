import type { Rule } from "../types";

// what Keycloak asks for beside or instead of a password
const SECOND_FACTORS = new Set(["otp", "webauthn", "webauthn-passwordless"]);

export const adminWithoutSecondFactor: Rule = {
  id: "admin-without-second-factor",
  severity: "high",
  title: "advisorAdminWithoutSecondFactor",
  why: "advisorAdminWithoutSecondFactorWhy",
  needs: ["administrators", "serviceAccountUsers"],
  check: ({ administrators, serviceAccountUsers }) =>
    administrators
      // a client's service account signs in with the client's credentials, never with a second factor
      .filter(({ user }) => !serviceAccountUsers.includes(user.id ?? ""))
      .filter(({ credentialTypes }) => !credentialTypes.some((type) => SECOND_FACTORS.has(type)))
      .map(({ user }) => ({ subject: { kind: "user", id: user.id ?? "", name: user.username ?? "" } })),
};
