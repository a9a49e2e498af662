"use client";

import type EventRepresentation from "@keycloak/keycloak-admin-client/lib/defs/eventRepresentation.js";
import { useUsername } from "@/lib/queries/users";

/**
 * Who an event is about, by username: Keycloak records it with some events (LOGIN) and only the user id with others
 * (CODE_TO_TOKEN), so the rest are looked up; the id stays where no user answers to it.
 */
export function EventUser({ realm, event }: { realm: string; event: EventRepresentation }) {
  const recorded = event.details?.username;
  const looked = useUsername(realm, recorded ? undefined : event.userId);
  return <>{recorded ?? looked.data ?? event.userId ?? ""}</>;
}
