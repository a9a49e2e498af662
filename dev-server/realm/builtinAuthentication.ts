// Keycloak 26's built-in authentication flows and required actions, added to a realm whose export lacks them (a
// realm export from kc.sh always carries them; hand-written seeds usually do not).
import { randomUUID } from "node:crypto";
import type RequiredActionProviderRepresentation from "@keycloak/keycloak-admin-client/lib/defs/requiredActionProviderRepresentation.js";
import type { RealmData } from "../store/model.js";
import { REQUIRED_ACTIONS } from "./authenticationProviders.js";

type Requirement = "REQUIRED" | "ALTERNATIVE" | "DISABLED" | "CONDITIONAL";
/** [authenticator, requirement] or [subflow alias, requirement, "flow"] */
type Step = [string, Requirement] | [string, Requirement, "flow"];
interface FlowSpec {
  alias: string;
  description: string;
  providerId: "basic-flow" | "form-flow" | "client-flow";
  topLevel: boolean;
  steps: Step[];
  /** form flows are driven by a form authenticator */
  formAuthenticator?: string;
}

const FLOWS: FlowSpec[] = [
  {
    alias: "browser",
    description: "Browser based authentication",
    providerId: "basic-flow",
    topLevel: true,
    steps: [
      ["auth-cookie", "ALTERNATIVE"],
      ["auth-spnego", "DISABLED"],
      ["identity-provider-redirector", "ALTERNATIVE"],
      ["forms", "ALTERNATIVE", "flow"],
    ],
  },
  {
    alias: "forms",
    description: "Username, password, otp and other auth forms.",
    providerId: "basic-flow",
    topLevel: false,
    steps: [
      ["auth-username-password-form", "REQUIRED"],
      ["Browser - Conditional OTP", "CONDITIONAL", "flow"],
    ],
  },
  {
    alias: "Browser - Conditional OTP",
    description: "Flow to determine if the OTP is required for the authentication",
    providerId: "basic-flow",
    topLevel: false,
    steps: [
      ["conditional-user-configured", "REQUIRED"],
      ["auth-otp-form", "REQUIRED"],
    ],
  },
  {
    alias: "direct grant",
    description: "OpenID Connect Resource Owner Grant",
    providerId: "basic-flow",
    topLevel: true,
    steps: [
      ["direct-grant-validate-username", "REQUIRED"],
      ["direct-grant-validate-password", "REQUIRED"],
      ["Direct Grant - Conditional OTP", "CONDITIONAL", "flow"],
    ],
  },
  {
    alias: "Direct Grant - Conditional OTP",
    description: "Flow to determine if the OTP is required for the authentication",
    providerId: "basic-flow",
    topLevel: false,
    steps: [
      ["conditional-user-configured", "REQUIRED"],
      ["direct-grant-validate-otp", "REQUIRED"],
    ],
  },
  {
    alias: "registration",
    description: "Registration flow",
    providerId: "basic-flow",
    topLevel: true,
    steps: [["registration form", "REQUIRED", "flow"]],
  },
  {
    alias: "registration form",
    description: "Registration form",
    providerId: "form-flow",
    topLevel: false,
    formAuthenticator: "registration-page-form",
    steps: [
      ["registration-user-creation", "REQUIRED"],
      ["registration-password-action", "REQUIRED"],
      ["registration-recaptcha-action", "DISABLED"],
      ["registration-terms-and-conditions", "DISABLED"],
    ],
  },
  {
    alias: "reset credentials",
    description: "Reset credentials for a user if they forgot their password or something",
    providerId: "basic-flow",
    topLevel: true,
    steps: [
      ["reset-credentials-choose-user", "REQUIRED"],
      ["reset-credential-email", "REQUIRED"],
      ["reset-password", "REQUIRED"],
      ["Reset - Conditional OTP", "CONDITIONAL", "flow"],
    ],
  },
  {
    alias: "Reset - Conditional OTP",
    description: "Flow to determine if the OTP should be reset or not. Set to REQUIRED to force.",
    providerId: "basic-flow",
    topLevel: false,
    steps: [
      ["conditional-user-configured", "REQUIRED"],
      ["reset-otp", "REQUIRED"],
    ],
  },
  {
    alias: "clients",
    description: "Base authentication for clients",
    providerId: "client-flow",
    topLevel: true,
    steps: [
      ["client-secret", "ALTERNATIVE"],
      ["client-jwt", "ALTERNATIVE"],
      ["client-secret-jwt", "ALTERNATIVE"],
      ["client-x509", "ALTERNATIVE"],
    ],
  },
  {
    alias: "first broker login",
    description:
      "Actions taken after first broker login with identity provider account, which is not yet linked to any Keycloak account",
    providerId: "basic-flow",
    topLevel: true,
    steps: [
      ["idp-review-profile", "REQUIRED"],
      ["User creation or linking", "REQUIRED", "flow"],
    ],
  },
  {
    alias: "User creation or linking",
    description: "Flow for the existing/non-existing user alternatives",
    providerId: "basic-flow",
    topLevel: false,
    steps: [
      ["idp-create-user-if-unique", "ALTERNATIVE"],
      ["Handle Existing Account", "ALTERNATIVE", "flow"],
    ],
  },
  {
    alias: "Handle Existing Account",
    description:
      "Handle what to do if there is existing account with same email/username like authenticated identity provider",
    providerId: "basic-flow",
    topLevel: false,
    steps: [
      ["idp-confirm-link", "REQUIRED"],
      ["Account verification options", "REQUIRED", "flow"],
    ],
  },
  {
    alias: "Account verification options",
    description: "Method with which to verity the existing account",
    providerId: "basic-flow",
    topLevel: false,
    steps: [
      ["idp-email-verification", "ALTERNATIVE"],
      ["Verify Existing Account by Re-authentication", "ALTERNATIVE", "flow"],
    ],
  },
  {
    alias: "Verify Existing Account by Re-authentication",
    description: "Reauthentication of existing account",
    providerId: "basic-flow",
    topLevel: false,
    steps: [
      ["idp-username-password-form", "REQUIRED"],
      ["First broker login - Conditional OTP", "CONDITIONAL", "flow"],
    ],
  },
  {
    alias: "First broker login - Conditional OTP",
    description: "Flow to determine if the OTP is required for the authentication",
    providerId: "basic-flow",
    topLevel: false,
    steps: [
      ["conditional-user-configured", "REQUIRED"],
      ["auth-otp-form", "REQUIRED"],
    ],
  },
  {
    alias: "docker auth",
    description: "Used by Docker clients to authenticate against the IDP",
    providerId: "basic-flow",
    topLevel: true,
    steps: [["docker-http-basic-authenticator", "REQUIRED"]],
  },
];

export function defaultRequiredActions(): RequiredActionProviderRepresentation[] {
  return REQUIRED_ACTIONS.map(([alias, name, enabled], i) => ({
    alias,
    name,
    providerId: alias,
    enabled,
    defaultAction: false,
    priority: alias === "update_user_locale" ? 1000 : (i + 1) * 10,
    config: {},
  }));
}

/** Adds the required actions when the realm has none, and each built-in flow the realm has no flow of that alias
 * for, as Keycloak's import does; true when it changed the realm. */
export function ensureAuthenticationDefaults(realm: RealmData): boolean {
  let changed = false;
  if (realm.requiredActions.length === 0) {
    realm.requiredActions = defaultRequiredActions();
    changed = true;
  }
  const aliases = new Set([...realm.authenticationFlows.values()].map((f) => f.alias));
  for (const spec of FLOWS) {
    if (aliases.has(spec.alias)) continue;
    const id = randomUUID();
    realm.authenticationFlows.set(id, {
      id,
      alias: spec.alias,
      description: spec.description,
      providerId: spec.providerId,
      topLevel: spec.topLevel,
      builtIn: true,
      authenticationExecutions: spec.steps.map(([name, requirement, kind], i) => ({
        ...(kind === "flow"
          ? { flowAlias: name, authenticatorFlow: true, autheticatorFlow: true }
          : { authenticator: name, authenticatorFlow: false, autheticatorFlow: false }),
        ...(kind === "flow" && FLOWS.find((f) => f.alias === name)?.formAuthenticator
          ? { authenticator: FLOWS.find((f) => f.alias === name)!.formAuthenticator }
          : {}),
        requirement,
        priority: (i + 1) * 10,
        userSetupAllowed: false,
      })),
    });
    changed = true;
  }
  return changed;
}
