"use client";

import { Button } from "@chakra-ui/react";
import { Link } from "@tanstack/react-router";
import { useTranslations } from "next-intl";
import { useAccess } from "@/lib/console-context";

export type AdminEventsLinkProps = {
  realm: string;
  /** The admin events' resource path to show, with Keycloak's "*" for any characters (e.g. "clients/{id}*"). */
  resourcePath: string;
};

/** A details header's link to the admin events of its resource, for admins who may view events. */
export function AdminEventsLink({ realm, resourcePath }: AdminEventsLinkProps) {
  const t = useTranslations();
  if (!useAccess().hasAny("view-events")) return null;
  return (
    <Button asChild variant="outline" size="sm">
      <Link to="/$realm/events/$tab" params={{ realm, tab: "admin-events" }} search={{ resourcePath }}>
        {t("seeAdminEvents")}
      </Link>
    </Button>
  );
}
