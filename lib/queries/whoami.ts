"use client";

import { queryOptions, useQuery } from "@tanstack/react-query";
import type KeycloakAdminClient from "@keycloak/keycloak-admin-client";
import type WhoAmIRepresentation from "@keycloak/keycloak-admin-client/lib/defs/whoAmIRepresentation.js";
import type { Environment } from "@/lib/env";
import { bootAnswerKey } from "@/lib/boot/bootGlobal";
import { isJsonObject, takeBootAnswer } from "@/lib/boot/bootAnswers";
import { useAdminClient, useEnvironment } from "@/lib/core-context";
import { realmKey } from "./keys";

export const whoAmIKeys = {
  all: (realm: string) => [...realmKey(realm), "whoami"] as const,
};

/** GET {adminBaseUrl}/admin/{login realm}/console/whoami?currentRealm={realm} */
export function whoAmIQuery(adminClient: KeycloakAdminClient, env: Environment, realm: string) {
  return queryOptions({
    queryKey: whoAmIKeys.all(realm),
    queryFn: async () =>
      (await takeBootAnswer<WhoAmIRepresentation>(bootAnswerKey.whoAmI(realm), isJsonObject)) ??
      adminClient.whoAmI.find({ realm: env.realm, currentRealm: realm }),
    staleTime: 5 * 60 * 1000,
  });
}

/** The signed-in user: display name, locale, createRealm, temporary, and permissions per realm. */
export function useWhoAmI(realm: string) {
  return useQuery(whoAmIQuery(useAdminClient(), useEnvironment(), realm));
}
