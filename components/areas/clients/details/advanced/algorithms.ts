import type { ServerInfoRepresentation } from "@keycloak/keycloak-admin-client/lib/defs/serverInfoRepesentation.js";
import type { SelectOption } from "@/components/kit/form";
import type { AlgorithmList } from "./advancedFields";

// JWA's algorithms (RFC 7518), for a server that does not list its JOSE providers in its server info.
const JWA_KEY_MANAGEMENT = [
  "RSA-OAEP",
  "RSA-OAEP-256",
  "RSA1_5",
  "ECDH-ES",
  "ECDH-ES+A128KW",
  "ECDH-ES+A192KW",
  "ECDH-ES+A256KW",
];
const JWA_CONTENT_ENCRYPTION = ["A128CBC-HS256", "A192CBC-HS384", "A256CBC-HS512", "A128GCM", "A192GCM", "A256GCM"];

/** Keycloak's stored values of request.object.required, with the message key of each. */
const REQUEST_OBJECT_REQUIRED: [string, string][] = [
  ["not required", "notRequired"],
  ["request only", "requestObject"],
  ["request_uri only", "requestObjectUri"],
  ["request or request_uri", "requestObjectOrUri"],
];

function providerIds(serverInfo: ServerInfoRepresentation, spi: string, fallback: string[]): string[] {
  const providers = serverInfo.providers?.[spi]?.providers;
  return providers ? Object.keys(providers).sort() : fallback;
}

function signatureAlgorithms(serverInfo: ServerInfoRepresentation): string[] {
  const crypto = serverInfo.cryptoInfo;
  const fromCrypto = [
    ...(crypto?.clientSignatureAsymmetricAlgorithms ?? []),
    ...(crypto?.clientSignatureSymmetricAlgorithms ?? []),
  ].sort();
  return providerIds(serverInfo, "signature", fromCrypto);
}

/** The options of one of the Advanced tab's selects (an empty value, "not set", comes from the select itself). */
export function algorithmOptions(
  list: AlgorithmList,
  serverInfo: ServerInfoRepresentation,
  t: (key: string) => string,
): SelectOption[] {
  const plain = (values: string[]) => values.map((value) => ({ value, label: value }));
  switch (list) {
    case "signature":
      return plain(signatureAlgorithms(serverInfo));
    case "userInfo":
      return [{ value: "unsigned", label: t("unsigned") }, ...plain(signatureAlgorithms(serverInfo))];
    case "requestObject":
      return [
        { value: "any", label: t("anyAlgorithm") },
        { value: "none", label: t("none") },
        ...plain(signatureAlgorithms(serverInfo)),
      ];
    case "requestObjectRequired":
      return REQUEST_OBJECT_REQUIRED.map(([value, key]) => ({ value, label: t(key) }));
    case "cek":
      return plain(providerIds(serverInfo, "cekmanagement", JWA_KEY_MANAGEMENT));
    case "enc":
      return plain(providerIds(serverInfo, "contentencryption", JWA_CONTENT_ENCRYPTION));
    case "pkce":
      return plain(["plain", "S256"]);
  }
}
