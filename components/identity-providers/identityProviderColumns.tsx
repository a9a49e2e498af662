"use client";

import { useMemo } from "react";
import { Badge, Link as ChakraLink } from "@chakra-ui/react";
import { Link } from "@tanstack/react-router";
import type IdentityProviderRepresentation from "@keycloak/keycloak-admin-client/lib/defs/identityProviderRepresentation.js";
import { useTranslations } from "next-intl";
import { TEXT_COLUMN_MAX_W, type DataTableColumn } from "@/components/data-table";
import { TruncatedText } from "@/components/ui/TruncatedText";
import { useRealmName } from "@/lib/router/useRealmName";
import { providerTypeLabel, type ProviderTypes } from "./providerTypes";

/** Name (display name or alias), alias, provider type, enabled state and whether the login page hides it. */
export function useIdentityProviderColumns(types: ProviderTypes): DataTableColumn<IdentityProviderRepresentation>[] {
  const t = useTranslations();
  const realm = useRealmName();
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
      {
        id: "alias",
        header: () => t("alias"),
        cell: ({ row }) => (
          <ChakraLink asChild colorPalette="blue">
            <Link
              to="/$realm/identity-providers/$providerId/$alias/$tab"
              params={{
                realm,
                providerId: row.original.providerId ?? "",
                alias: row.original.alias ?? "",
                tab: "settings",
              }}
            >
              <TruncatedText text={row.original.alias ?? ""} maxW={TEXT_COLUMN_MAX_W} />
            </Link>
          </ChakraLink>
        ),
      },
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
    [t, types, realm],
  );
}
