import type KeycloakAdminClient from "@keycloak/keycloak-admin-client";
import type { ServerInfoRepresentation } from "@keycloak/keycloak-admin-client/lib/defs/serverInfoRepesentation.js";
import { queryOptions } from "@tanstack/react-query";
import { bootAnswerKey } from "@/lib/boot/bootGlobal";
import { isJsonObject, takeBootAnswer } from "@/lib/boot/bootAnswers";
import { forbiddenAs } from "@/lib/errors";
/** The server's info: one per server, not per realm. */
export const serverInfoKeys = {
  all: () => ["server-info"] as const,
};

/** GET /admin/serverinfo; an admin who may not read it (403) gets an empty one. */
export async function fetchServerInfo(adminClient: KeycloakAdminClient): Promise<ServerInfoRepresentation> {
  const atBoot = await takeBootAnswer<ServerInfoRepresentation>(bootAnswerKey.serverInfo(), isJsonObject);
  if (atBoot) return atBoot;
  return adminClient.serverInfo.find().catch(forbiddenAs({}));
}

export function serverInfoQuery(adminClient: KeycloakAdminClient) {
  return queryOptions({
    queryKey: serverInfoKeys.all(),
    queryFn: () => fetchServerInfo(adminClient),
    staleTime: Infinity,
    retry: false,
  });
}

/** Whether a server feature (e.g. "ORGANIZATION", "DECLARATIVE_UI") is on. */
export function isFeatureEnabled(serverInfo: ServerInfoRepresentation, feature: string): boolean {
  return serverInfo.features?.some((f) => f.name === feature && f.enabled) ?? false;
}
