import type AuthenticationExecutionInfoRepresentation from "@keycloak/keycloak-admin-client/lib/defs/authenticationExecutionInfoRepresentation.js";
import type { ServerInfoRepresentation } from "@keycloak/keycloak-admin-client/lib/defs/serverInfoRepesentation.js";

// the SPIs a flow's steps come from: authenticators and conditions, a form's actions, a client flow's authenticators
const STEP_SPIS = ["authenticator", "form-authenticator", "form-action", "client-authenticator"];

/**
 * How a server says it lists a provider it does not run at sign-in, in the provider's operational info: the dev server
 * lists every provider Keycloak has, so that flows can be built as on Keycloak, but runs only some.
 */
export const NOT_RUN_AT_SIGN_IN = { key: "runsAtSignIn", value: "false" } as const;

/**
 * The steps of a flow the server cannot run, by display name: a provider it does not have (an extension removed since
 * the flow was built, on Keycloak too) or one it says it does not run. Binding such a flow fails every sign-in that
 * reaches the step; a disabled step is never run. Nothing is known without the server's provider list (an admin who may not read server info).
 */
export function stepsNotRun(
  executions: readonly AuthenticationExecutionInfoRepresentation[],
  serverInfo: ServerInfoRepresentation,
): string[] {
  const spis = STEP_SPIS.map((spi) => serverInfo.providers?.[spi]?.providers).filter((providers) => !!providers);
  if (spis.length === 0) return [];
  const notRun = executions.filter(({ providerId, authenticationFlow, requirement }) => {
    if (authenticationFlow || !providerId || requirement === "DISABLED") return false;
    const listed = spis.map((providers) => providers[providerId]).filter((provider) => !!provider);
    return (
      listed.length === 0 ||
      listed.every(({ operationalInfo }) => operationalInfo?.[NOT_RUN_AT_SIGN_IN.key] === NOT_RUN_AT_SIGN_IN.value)
    );
  });
  return [...new Set(notRun.map(({ displayName, providerId }) => displayName || providerId!))];
}
