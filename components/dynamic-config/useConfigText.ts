"use client";

import { useTranslations } from "next-intl";
import { translateServerText } from "@/lib/errors";

/**
 * Translates a property's label or help text: servers send Keycloak message keys (bare or as `${key}`), which
 * the bundled messages and the realm's translation overlay may know, or plain text, shown as it is.
 */
export function useConfigText(): (text: string | undefined) => string | undefined {
  const t = useTranslations();
  return (text) => (text ? translateServerText(text, t) : undefined);
}
