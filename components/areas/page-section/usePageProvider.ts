"use client";

import { useTranslations } from "next-intl";
import { useServerInfo } from "@/lib/console-context";
import { extensionText } from "@/lib/i18n/serverText";
import type { ConfigProperty } from "@/lib/dynamic-config/configProperty";
import { isFeatureEnabled } from "@/lib/queries/serverInfo";
import { UI_PAGE_PROVIDER_TYPE } from "@/lib/queries/components";

export type PageProvider = {
  id: string;
  /** What the page is called: its id through the admin messages, as Keycloak's console names it. */
  name: string;
  helpText?: string;
  properties: ConfigProperty[];
  displayFields: string[];
};

/**
 * The page provider of that id from the server info's component types, or undefined when there is none or the
 * declarative UI feature is off. Its list shows the provider's `displayFields` (metadata), else its first three
 * properties, as Keycloak's console does; its name and help text are read through the admin messages, as there.
 */
export function usePageProvider(providerId: string): PageProvider | undefined {
  const t = useTranslations();
  const serverInfo = useServerInfo();
  if (!isFeatureEnabled(serverInfo, "DECLARATIVE_UI")) return undefined;
  const type = serverInfo.componentTypes?.[UI_PAGE_PROVIDER_TYPE]?.find((known) => known.id === providerId);
  if (!type) return undefined;
  const properties = (type.properties ?? []) as ConfigProperty[];
  const declared = (type.metadata as { displayFields?: unknown } | undefined)?.displayFields;
  const displayFields = Array.isArray(declared)
    ? declared.filter((name): name is string => properties.some((property) => property.name === name))
    : properties.slice(0, 3).map((property) => property.name ?? "");
  return {
    id: type.id,
    name: extensionText(type.id, t),
    helpText: extensionText(type.helpText, t),
    properties,
    displayFields,
  };
}

/** A component's first value of a config property, as the list and the details heading show it. */
export const configValue = (config: Record<string, unknown> | undefined, name: string): string => {
  const value = config?.[name];
  return String((Array.isArray(value) ? value[0] : value) ?? "");
};
