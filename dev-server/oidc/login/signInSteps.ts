// What the flow engine runs: the browser flow's and the direct grant's authenticators and Keycloak's conditions.
// Every other provider Keycloak has is listed too (flows are built as on Keycloak), and the server info says it is
// not run at sign-in, so that the console can warn before such a flow is bound.
import { BROWSER_AUTHENTICATORS } from "./browserKit.js";
import { CONDITIONS } from "./conditions.js";
import { GRANT_AUTHENTICATORS } from "./grantKit.js";

const RUN: ReadonlySet<string> = new Set([
  ...BROWSER_AUTHENTICATORS,
  ...GRANT_AUTHENTICATORS,
  ...Object.keys(CONDITIONS),
]);

export const runsAtSignIn = (providerId: string): boolean => RUN.has(providerId);

/** The operational info of a provider the engine does not run (the console's NOT_RUN_AT_SIGN_IN). */
export const NOT_RUN_AT_SIGN_IN_INFO = { runsAtSignIn: "false" } as const;
