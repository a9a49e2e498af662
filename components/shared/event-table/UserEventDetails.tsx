"use client";

import type EventRepresentation from "@keycloak/keycloak-admin-client/lib/defs/eventRepresentation.js";
import { useTranslations } from "next-intl";
import { DetailList } from "./DetailList";

const asText = (value: unknown) =>
  value === undefined || value === null ? undefined : typeof value === "string" ? value : JSON.stringify(value);

/** The expanded row of a user event: its error, session and every detail the server recorded. */
export function UserEventDetails({ event }: { event: EventRepresentation }) {
  const t = useTranslations();
  const items: [string, string | undefined][] = [
    [t("error"), event.error],
    [t("sessionId"), event.sessionId],
    [t("userId"), event.userId],
    ...Object.entries(event.details ?? {}).map(([key, value]): [string, string | undefined] => [key, asText(value)]),
  ];
  return <DetailList items={items} label={t("eventDetails")} />;
}
