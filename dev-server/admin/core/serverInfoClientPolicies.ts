// The client policy executor and condition types GET /admin/serverinfo lists (componentTypes), with the ids, help
// texts and configuration properties of Keycloak 26's providers. The client-policies resource accepts exactly these.
import type { ConfigPropertyRepresentation } from "@keycloak/keycloak-admin-client/lib/defs/configPropertyRepresentation.js";
import { property, type PropertyExtra } from "./mapperConfigProperties.js";

export const EXECUTOR_TYPE = "org.keycloak.services.clientpolicy.executor.ClientPolicyExecutorProvider";
export const CONDITION_TYPE = "org.keycloak.services.clientpolicy.condition.ClientPolicyConditionProvider";

const provider = (id: string, helpText: string, properties: ConfigPropertyRepresentation[] = []) => ({
  id,
  helpText,
  properties,
  clientProperties: [],
  metadata: {},
});
const prop = (name: string, label: string, helpText: string, type: string, extra: PropertyExtra = {}) =>
  property(name, label, helpText, { type, ...extra });

const autoConfigure = (what: string) =>
  prop(
    "auto-configure",
    "Auto-configure",
    `If On, then the client is ${what} when it is registered or updated.`,
    "boolean",
    {
      defaultValue: "false",
    },
  );
const CLIENT_AUTHENTICATORS = ["client-jwt", "client-secret-jwt", "client-secret", "client-x509"];
const SIGNATURE_ALGORITHMS = ["PS256", "PS384", "PS512", "ES256", "ES384", "ES512", "EdDSA", "RS256", "RS384", "RS512"];

const EXECUTORS = [
  provider(
    "secure-client-authenticator",
    "It makes the client enforce registering/updating secure client authentication.",
    [
      prop(
        "allowed-client-authenticators",
        "Allowed Client Authenticators",
        "List of available client authentication methods, which are allowed for clients to use. Other client authentication methods will not be allowed.",
        "MultivaluedList",
        { options: CLIENT_AUTHENTICATORS },
      ),
      prop(
        "default-client-authenticator",
        "Default Client Authenticator",
        "This client authentication method will be set as the authentication method to new clients during register/update request of the client in case that client does not have explicitly set other client authenticator method.",
        "List",
        { defaultValue: "client-jwt", options: CLIENT_AUTHENTICATORS },
      ),
    ],
  ),
  provider("pkce-enforcer", "It makes the client enforce Proof Key for Code Exchange operation.", [
    autoConfigure("configured to enforce PKCE"),
  ]),
  provider(
    "holder-of-key-enforcer",
    "It makes the client enforce holder-of-key token binding (OAuth 2.0 Mutual TLS certificate-bound access tokens).",
    [autoConfigure("configured to use certificate-bound tokens")],
  ),
  provider(
    "secure-response-type",
    "The executor checks whether the client sent an authorization request with response type 'code id_token' or 'code id_token token'.",
    [
      autoConfigure("configured to use 'code id_token' response type"),
      prop(
        "allow-token-response-type",
        "Allow-token-response-type",
        "If On, then it allows the 'code id_token token' response type.",
        "boolean",
        { defaultValue: "false" },
      ),
    ],
  ),
  provider(
    "consent-required",
    "When present, then newly registered or updated clients will have 'Consent Required' switch enabled.",
    [autoConfigure("configured to require consent")],
  ),
  provider(
    "full-scope-disabled",
    "When present, then newly registered or updated clients will have 'Full Scope Allowed' switch disabled.",
    [autoConfigure("configured with full scope disabled")],
  ),
  provider("confidential-client", "It makes only confidential clients accepted."),
  provider("reject-implicit-grant", "It refuses the implicit and hybrid flows for the client.", [
    autoConfigure("configured to have the implicit flow disabled"),
  ]),
  provider(
    "secure-session",
    "The executor makes the client send the nonce or state parameter in an authorization request.",
  ),
  provider(
    "secure-client-uris",
    "The executor makes the client register URIs (redirect, root, base) only in a secure (https) way.",
  ),
  provider(
    "secure-request-object",
    "The executor checks whether the client uses a request object in the authorization request.",
    [
      prop(
        "available-period",
        "Available Period",
        "The maximum period in seconds for which a request object is valid.",
        "String",
        {
          defaultValue: "3600",
        },
      ),
      prop(
        "verify-nbf",
        "Verify Not-Before",
        "If On, the request object must contain the 'nbf' claim, which is verified.",
        "boolean",
        {
          defaultValue: "true",
        },
      ),
      prop("encryption-required", "Encryption Required", "If On, the request object must be encrypted.", "boolean", {
        defaultValue: "false",
      }),
    ],
  ),
  provider("secure-signature-algorithm", "The executor makes the client use secure signature algorithms for signing.", [
    prop(
      "default-algorithm",
      "Default Algorithm",
      "The signature algorithm set for a new client when it names none.",
      "List",
      {
        defaultValue: "PS256",
        options: SIGNATURE_ALGORITHMS,
      },
    ),
  ]),
  provider(
    "secure-signature-algorithm-signed-jwt",
    "The executor checks the signature algorithm of the signed JWT the client uses for authentication.",
    [
      prop(
        "require-client-assertion",
        "Require Client Assertion",
        "If On, the client assertion is required in the request.",
        "boolean",
        {
          defaultValue: "false",
        },
      ),
    ],
  ),
];

const negativeLogic = prop(
  "is_negative_logic",
  "Negative Logic",
  "If On, the result of the condition's evaluation is reverted.",
  "boolean",
  { defaultValue: "false" },
);

const CONDITIONS = [
  provider(
    "client-roles",
    "It uses the client's client roles to determine whether the policy is applied to this client.",
    [
      negativeLogic,
      prop(
        "roles",
        "Client Roles",
        "Client roles, at least one of which the client must have for the condition to evaluate to true.",
        "MultivaluedString",
      ),
    ],
  ),
  provider(
    "client-scopes",
    "It uses the scopes requested or assigned in advance to the client to determine whether the policy is applied to this client.",
    [
      prop(
        "scopes",
        "Expected Scopes",
        "Scopes, at least one of which the client or the request must have for the condition to evaluate to true.",
        "MultivaluedString",
        {
          defaultValue: "offline_access",
        },
      ),
      prop(
        "type",
        "Scope Type",
        "If set to 'Default', condition evaluates to true if client has some default scopes of the values specified by the 'Expected Scopes' property. If set to 'Optional', condition evaluates to true if client has some optional scopes of those values and the scope was requested.",
        "List",
        { defaultValue: "Optional", options: ["Default", "Optional"] },
      ),
    ],
  ),
  provider(
    "client-access-type",
    "It uses the client's access type (confidential, public, bearer-only) to determine whether the policy is applied.",
    [
      negativeLogic,
      prop("type", "Client Access Type", "Access types of the clients the condition applies to.", "MultivaluedList", {
        defaultValue: "confidential",
        options: ["confidential", "public", "bearer-only"],
      }),
    ],
  ),
  provider(
    "client-updater-source-host",
    "It uses the host of the entity that tries to create or update the client to determine whether the policy is applied.",
    [
      negativeLogic,
      prop(
        "trusted-hosts",
        "Trusted Hosts",
        "Hosts or IP addresses the request to create or update the client must come from.",
        "MultivaluedString",
      ),
    ],
  ),
  provider(
    "client-updater-source-groups",
    "It uses the groups of the entity that tries to create or update the client to determine whether the policy is applied.",
    [
      negativeLogic,
      prop(
        "groups",
        "Groups",
        "Groups, one of which the entity creating or updating the client must belong to.",
        "MultivaluedString",
      ),
    ],
  ),
  provider(
    "client-updater-source-roles",
    "It uses the roles of the entity that tries to create or update the client to determine whether the policy is applied.",
    [
      negativeLogic,
      prop(
        "roles",
        "Updating Entity Role",
        "Roles, one of which the entity creating or updating the client must have.",
        "MultivaluedString",
      ),
    ],
  ),
  provider(
    "client-updater-context",
    "It uses the way the client is created or updated (by an admin, by anonymous or authenticated dynamic registration) to determine whether the policy is applied.",
    [
      negativeLogic,
      prop(
        "update-client-source",
        "Update Client Context",
        "Specifies the context in which the client is created or updated.",
        "MultivaluedList",
        {
          defaultValue: "ByAuthenticatedUser",
          options: ["ByAuthenticatedUser", "ByAnonymous", "ByInitialAccessToken", "ByRegistrationAccessToken"],
        },
      ),
    ],
  ),
  provider("any-client", "The condition is satisfied by any client on any event.", [negativeLogic]),
];

export const CLIENT_POLICY_COMPONENT_TYPES = { [EXECUTOR_TYPE]: EXECUTORS, [CONDITION_TYPE]: CONDITIONS };

export const EXECUTOR_IDS: ReadonlySet<string> = new Set(EXECUTORS.map((executor) => executor.id));
export const CONDITION_IDS: ReadonlySet<string> = new Set(CONDITIONS.map((condition) => condition.id));
