// Keycloak's SHA-256 pairwise subject: a name-based (version 3) UUID of the SHA-256 digest of the sector identifier,
// the user id and the mapper's salt. The sector identifier is the host of the mapper's sector identifier URI, or the
// one host the client's redirect URIs share.
import { createHash } from "node:crypto";
import type { MapperConfig, TokenContext } from "./tokenContext.js";

export function pairwiseSubject(sectorIdentifier: string, userId: string, salt: string): string {
  const digest = createHash("sha256").update(sectorIdentifier).update(userId).update(salt).digest();
  const bytes = createHash("md5").update(digest).digest();
  bytes[6] = (bytes[6] & 0x0f) | 0x30;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = bytes.toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export function sectorIdentifier(config: MapperConfig, { client, resolveClientUri }: TokenContext): string | undefined {
  const uri = config.sectorIdentifierUri;
  if (uri) return URL.parse(uri)?.hostname || undefined;
  const hosts = new Set(
    (client.redirectUris ?? []).map((r) => URL.parse(resolveClientUri(r).replace(/\*$/, ""))?.hostname).filter(Boolean),
  );
  return hosts.size === 1 ? [...hosts][0] : undefined;
}
