import type ClientScopeRepresentation from "@keycloak/keycloak-admin-client/lib/defs/clientScopeRepresentation.js";
import { z } from "@/lib/form/zod";
import { CLIENT_SCOPE_TYPES, type ClientScopeRow, type ClientScopeType } from "@/lib/queries/clientScopes";

export type ClientScopeFormMessages = { required: string; invalidName: string; notANumber: string };

// what Keycloak accepts: printable ASCII without space, double quote and backslash, since a scope name travels in
// the space-separated "scope" parameter
const SCOPE_NAME = /^[\x21\x23-\x5B\x5D-\x7E]+$/;

/** The settings of a client scope as Keycloak's console shows them; messages come translated. */
export function clientScopeSchema(messages: ClientScopeFormMessages) {
  return z.object({
    name: z
      .string()
      .refine((name) => name.length > 0, messages.required)
      .refine((name) => name.length === 0 || SCOPE_NAME.test(name), messages.invalidName),
    description: z.string(),
    type: z.enum(CLIENT_SCOPE_TYPES as [ClientScopeType, ...ClientScopeType[]]),
    protocol: z.string(),
    displayOnConsentScreen: z.boolean(),
    consentScreenText: z.string(),
    includeInTokenScope: z.boolean(),
    guiOrder: z.string().refine((order) => order.trim() === "" || /^-?\d+$/.test(order.trim()), messages.notANumber),
  });
}

export type ClientScopeValues = z.infer<ReturnType<typeof clientScopeSchema>>;

// the attributes Keycloak keeps these settings in
const DISPLAY_ON_CONSENT = "display.on.consent.screen";
const CONSENT_TEXT = "consent.screen.text";
const INCLUDE_IN_TOKEN_SCOPE = "include.in.token.scope";
const GUI_ORDER = "gui.order";

/** A new scope's settings as Keycloak's console starts them: OpenID Connect, shown on consent, in the token scope. */
export const NEW_CLIENT_SCOPE: ClientScopeValues = {
  name: "",
  description: "",
  type: "none",
  protocol: "openid-connect",
  displayOnConsentScreen: true,
  consentScreenText: "",
  includeInTokenScope: true,
  guiOrder: "",
};

/** Keycloak reads a missing flag as true. */
const flag = (value: string | undefined) => value === undefined || value === "true";

export function toClientScopeValues(scope: ClientScopeRow): ClientScopeValues {
  const attributes = scope.attributes ?? {};
  return {
    name: scope.name ?? "",
    description: scope.description ?? "",
    type: scope.type,
    protocol: scope.protocol ?? "openid-connect",
    displayOnConsentScreen: flag(attributes[DISPLAY_ON_CONSENT]),
    consentScreenText: attributes[CONSENT_TEXT] ?? "",
    includeInTokenScope: flag(attributes[INCLUDE_IN_TOKEN_SCOPE]),
    guiOrder: attributes[GUI_ORDER] ?? "",
  };
}

/** The representation to save: the form's settings over what the scope holds besides (mappers, other attributes). */
export function fromClientScopeValues(
  values: ClientScopeValues,
  base: ClientScopeRepresentation = {},
): { scope: ClientScopeRepresentation; type: ClientScopeType } {
  const { type, ...settings } = values;
  const attributes: Record<string, string> = {
    ...base.attributes,
    [DISPLAY_ON_CONSENT]: String(settings.displayOnConsentScreen),
    [CONSENT_TEXT]: settings.displayOnConsentScreen ? settings.consentScreenText : "",
    [INCLUDE_IN_TOKEN_SCOPE]: String(settings.includeInTokenScope),
    [GUI_ORDER]: settings.guiOrder.trim(),
  };
  const { type: _assigned, ...rest } = base as ClientScopeRepresentation & { type?: ClientScopeType };
  return {
    scope: {
      ...rest,
      name: settings.name,
      description: settings.description,
      protocol: settings.protocol,
      attributes,
    },
    type,
  };
}
