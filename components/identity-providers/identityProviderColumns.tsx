"use client";

import { useMemo } from "react";
import { Badge } from "@chakra-ui/react";
import type IdentityProviderRepresentation from "@keycloak/keycloak-admin-client/lib/defs/identityProviderRepresentation.js";
import { useTranslations } from "next-intl";
import { TEXT_COLUMN_MAX_W, type DataTableColumn } from "@/components/data-table";
import { TruncatedText } from "@/components/ui/TruncatedText";
import { providerTypeLabel, type ProviderTypes } from "./providerTypes";

/** Name (display name or alias), alias, provider type, enabled state and whether the login page hides it. */
export function useIdentityProviderColumns(types: ProviderTypes): DataTableColumn<IdentityProviderRepresentation>[] {
  const t = useTranslations();
  return useMemo(
    () => [
      {
        id: "name",
        header: () => t("name"),
        cell: ({ row }) => (
          <TruncatedText
            text={row.original.displayName || row.original.alias || ""}
            fontWeight="medium"
            maxW={TEXT_COLUMN_MAX_W}
          />
        ),
      },
      { id: "alias", header: () => t("alias"), cell: ({ row }) => row.original.alias ?? "" },
      {
        id: "providerId",
        header: () => t("type"),
        cell: ({ row }) => providerTypeLabel(row.original.providerId, types),
      },
      {
        id: "enabled",
        header: () => t("status"),
        cell: ({ row }) => {
          const enabled = row.original.enabled !== false;
          return <Badge colorPalette={enabled ? "blue" : "gray"}>{t(enabled ? "enabled" : "disabled")}</Badge>;
        },
      },
      {
        id: "hideOnLogin",
        header: () => t("hideOnLoginPage"),
        cell: ({ row }) => t(row.original.hideOnLogin ? "yes" : "no"),
      },
    ],
    [t, types],
  );
}
