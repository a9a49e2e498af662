import type ClientRepresentation from "@keycloak/keycloak-admin-client/lib/defs/clientRepresentation.js";
import type { AdvisorData, Rule } from "../types";
import { clientSubject } from "../subjects";

const DAY = 86400;
// ClientSecretRotationExecutorFactory's default expiration period
const ROTATION_DEFAULT = 29 * DAY;
// how old a secret may grow where no policy rotates secrets
const WITHOUT_ROTATION = 365 * DAY;

/**
 * The shortest expiration period of the secret-rotation executors the realm's enabled policies use, or a year where
 * none does. A policy's conditions are not weighed: the strictest period stands for every client.
 */
export function secretMaxAge({
  clientPolicies,
  clientProfiles,
}: Pick<AdvisorData, "clientPolicies" | "clientProfiles">) {
  const used = new Set(clientPolicies.filter((policy) => policy.enabled).flatMap((policy) => policy.profiles ?? []));
  const periods = clientProfiles
    .filter((profile) => used.has(profile.name ?? ""))
    .flatMap((profile) => profile.executors ?? [])
    .filter((executor) => executor.executor === "secret-rotation")
    .map((executor) => {
      const period = Number((executor.configuration as Record<string, unknown> | undefined)?.["expiration-period"]);
      return Number.isFinite(period) && period > 0 ? period : ROTATION_DEFAULT;
    });
  return periods.length > 0 ? Math.min(...periods) : WITHOUT_ROTATION;
}

const usesSecret = (client: ClientRepresentation) =>
  !client.publicClient && !client.bearerOnly && (client.clientAuthenticatorType ?? "client-secret") === "client-secret";

/** Confidential clients whose secret is older than the realm's rotation period, or a year without one. */
export const clientStaleSecret: Rule = {
  id: "client-stale-secret",
  severity: "medium",
  title: "advisorStaleSecret",
  why: "advisorStaleSecretWhy",
  needs: ["clients", "clientPolicies", "clientProfiles"],
  check: (data) => {
    const oldest = data.now / 1000 - secretMaxAge(data);
    return data.clients
      .filter((client) => {
        const created = Number(client.attributes?.["client.secret.creation.time"]);
        return usesSecret(client) && Number.isFinite(created) && created < oldest;
      })
      .map((client) => ({ subject: { ...clientSubject(client), tab: "credentials" } }));
  },
};
