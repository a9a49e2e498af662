// The authentication representations: flows (with their executions when imported), an execution's update, the
// bodies that add an execution or a sub-flow (Keycloak reads those as maps of texts), authenticator configs and
// required actions with their configs.
import type AuthenticationExecutionExportRepresentation from "@keycloak/keycloak-admin-client/lib/defs/authenticationExecutionExportRepresentation.js";
import type AuthenticationExecutionInfoRepresentation from "@keycloak/keycloak-admin-client/lib/defs/authenticationExecutionInfoRepresentation.js";
import type AuthenticationFlowRepresentation from "@keycloak/keycloak-admin-client/lib/defs/authenticationFlowRepresentation.js";
import type AuthenticatorConfigRepresentation from "@keycloak/keycloak-admin-client/lib/defs/authenticatorConfigRepresentation.js";
import type RequiredActionProviderRepresentation from "@keycloak/keycloak-admin-client/lib/defs/requiredActionProviderRepresentation.js";
import { flag, int, list, nested, representation, text, textMap } from "./jackson.js";

const execution = nested<AuthenticationExecutionExportRepresentation>({
  flowAlias: text(),
  userSetupAllowed: flag(),
  authenticatorConfig: text(),
  authenticator: text(),
  requirement: text(),
  priority: int(),
  autheticatorFlow: flag(),
});

export const authenticationFlowSchema = representation<AuthenticationFlowRepresentation>({
  id: text(),
  alias: text(),
  description: text(),
  providerId: text(),
  topLevel: flag(),
  builtIn: flag(),
  authenticationExecutions: list(execution),
});

export const executionUpdateSchema = representation<AuthenticationExecutionInfoRepresentation & { priority?: number }>({
  id: text(),
  requirement: text(),
  displayName: text(),
  alias: text(),
  description: text(),
  providerId: text(),
  authenticationConfig: text(),
  flowId: text(),
  level: int(),
  index: int(),
  priority: int(),
});

/** POST …/executions/execution and …/executions/flow, and a flow's copy: Keycloak's Map<String, Object> bodies */
export const authenticationFormSchema = representation<{
  provider?: string;
  alias?: string;
  type?: string;
  description?: string;
  newName?: string;
  priority?: number;
}>({ provider: text(), alias: text(), type: text(), description: text(), newName: text(), priority: int() });

export const authenticatorConfigSchema = representation<AuthenticatorConfigRepresentation>({
  id: text(),
  alias: text(),
  config: textMap(),
});

export const requiredActionSchema = representation<RequiredActionProviderRepresentation>({
  alias: text(),
  config: textMap(),
  defaultAction: flag(),
  enabled: flag(),
  name: text(),
  providerId: text(),
  priority: int(),
});

/** PUT …/required-actions/{alias}/config */
export const requiredActionConfigSchema = representation<{ config?: Record<string, string> }>({ config: textMap() });
