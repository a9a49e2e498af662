// What Keycloak 26's OIDCIdentityProviderFactory.parseConfig takes from an OpenID Connect discovery document: the
// endpoints, and signature validation through the document's JWKS URL when it names one.

/** a document Keycloak cannot read: it fails with a 500, whose body names the cause only for JSON it cannot parse */
export class MetadataParseError extends Error {
  constructor(
    message: string,
    readonly answer?: { error: string; error_description: string },
  ) {
    super(message);
  }
}

const ENDPOINTS: [config: string, discovery: string][] = [
  ["issuer", "issuer"],
  ["logoutUrl", "end_session_endpoint"],
  ["authorizationUrl", "authorization_endpoint"],
  ["tokenUrl", "token_endpoint"],
  ["userInfoUrl", "userinfo_endpoint"],
];

/** the identity provider's config map for a discovery document's text; MetadataParseError unless it is a JSON object */
export function oidcConfigFromDiscovery(text: string): Record<string, string> {
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch {
    throw new MetadataParseError("failed to load openid connect metadata", {
      error: "invalid_request",
      error_description: "Cannot parse the JSON",
    });
  }
  if (!document || typeof document !== "object" || Array.isArray(document))
    throw new MetadataParseError("failed to load openid connect metadata", {
      error: "unknown_error",
      error_description: "Cannot parse the JSON",
    });
  const fields = document as Record<string, unknown>;
  const config: Record<string, string> = {};
  for (const [key, field] of ENDPOINTS) if (typeof fields[field] === "string") config[key] = fields[field];
  if (typeof fields.jwks_uri === "string") {
    config.validateSignature = "true";
    config.useJwksUrl = "true";
    config.jwksUrl = fields.jwks_uri;
  }
  return config;
}
