// A component's configuration property as Keycloak 26.7 lists it in its catalogues (server info, a factory's
// description): plain, neither secret, required nor read-only, with its default typed as Keycloak types it.
import type { ConfigPropertyRepresentation } from "@keycloak/keycloak-admin-client/lib/defs/configPropertyRepresentation.js";

export const configProperty = (
  name: string,
  label: string,
  helpText: string,
  type = "String",
  defaultValue?: unknown,
): ConfigPropertyRepresentation =>
  // the admin client's type lacks readOnly, which Keycloak 26.7 sends
  ({
    name,
    label,
    helpText,
    type,
    ...(defaultValue === undefined ? {} : { defaultValue }),
    secret: false,
    required: false,
    readOnly: false,
  }) as ConfigPropertyRepresentation;
