// The settings of its own that a social identity provider's factory describes (GET /identity-provider/providers/{id}
// configProperties), as Keycloak 26.7 answers them; the other kinds describe none.
import type { ConfigPropertyRepresentation } from "@keycloak/keycloak-admin-client/lib/defs/configPropertyRepresentation.js";
import { configProperty } from "../configProperty.js";

type Property = ConfigPropertyRepresentation;

const prop = (name: string, label: string, type: string, helpText: string, defaultValue?: string | boolean) =>
  configProperty(name, label, helpText, type, defaultValue);

const BASE_URL = prop("baseUrl", "Base URL", "String", "Override the default Base URL for this identity provider.");

export const FACTORY_PROPERTIES: Record<string, Property[]> = {
  github: [
    BASE_URL,
    prop("apiUrl", "API URL", "String", "Override the default API URL for this identity provider."),
    prop(
      "githubJsonFormat",
      "JSON Format",
      "boolean",
      "Enable to receive JSON format responses from GitHub. This is also required to automatically refresh access tokens retrieved from GitHub.",
      false,
    ),
  ],
  google: [
    prop(
      "prompt",
      "Prompt",
      "String",
      "Set 'prompt' query parameter when logging in with Google. The allowed values are 'none', 'consent' and 'select_account'. If no value is specified and the user has not previously authorized access, then the user is shown a consent screen.",
    ),
    prop(
      "hostedDomain",
      "Hosted Domain",
      "String",
      "Set 'hd' query parameter when logging in with Google. Google will list accounts only for this domain. Keycloak validates that the returned identity token has a claim for this domain. When '*' is entered, any hosted account can be used. Comma ',' separated list of domains is supported.",
    ),
    prop(
      "userIp",
      "Use userIp param",
      "boolean",
      "Set 'userIp' query parameter when invoking on Google's User Info service.  This will use the user's ip address.  Useful if Google is throttling access to the User Info service.",
    ),
    prop(
      "offlineAccess",
      "Request refresh token",
      "boolean",
      "Set 'access_type' query parameter to 'offline' when redirecting to google authorization endpoint, to get a refresh token back. Useful if planning to use Token Exchange to retrieve Google token to access Google APIs when the user is not at the browser.",
    ),
    prop(
      "jwtAuthorizationGrantEnabled",
      "JWT Authorization Grant",
      "boolean",
      "Enable the Google identity provider to act as a trust provider to validate authorization grant JWT assertions (Google ID Token) according to RFC 7523, except for the audience claim that must contain the client id of the configured client",
    ),
    prop(
      "jwtAuthorizationGrantMaxAllowedAssertionExpiration",
      "Max allowed assertion expiration",
      "Number",
      "This property is used only for JWT Authorization Grant to set the max accepted duration limit for the assertion. Note that the Google ID Token expires after 1 hour, so this property can be used to limit the time during which the assertion can be used.",
      "3600",
    ),
  ],
  facebook: [
    prop(
      "fetchedFields",
      "Additional user's profile fields",
      "String",
      "Provide additional fields which would be fetched using the profile request. This will be appended to the default set of 'id,name,email,first_name,last_name'.",
    ),
  ],
  microsoft: [
    prop(
      "prompt",
      "Prompt",
      "String",
      "Indicates the type of user interaction that is required. The only valid values at this time are login, none, consent, and select_account.",
    ),
    prop(
      "tenantId",
      "Tenant ID",
      "String",
      "Uses single-tenant auth endpoints when specified, uses 'common' multi-tenant endpoints otherwise.",
    ),
  ],
  stackoverflow: [prop("key", "Key", "String", "The Key obtained from Stack Overflow client registration.")],
  paypal: [prop("sandbox", "Target Sandbox", "boolean", "Target PayPal's sandbox environment")],
  "openshift-v4": [BASE_URL],
};
