"use client";

import { Badge, Card, HStack, Link as ChakraLink, Text } from "@chakra-ui/react";
import type ComponentRepresentation from "@keycloak/keycloak-admin-client/lib/defs/componentRepresentation.js";
import { Link } from "@tanstack/react-router";
import { useTranslations } from "next-intl";
import { deleteRowAction, RowActionsMenu } from "@/components/kit/data-table";
import { TruncatedText } from "@/components/kit/ui/TruncatedText";
import { isProviderEnabled, providerLabel } from "./providerLabel";
import { providerDetailsLink } from "@/lib/router/userFederationPaths";

export type ProviderCardProps = {
  realm: string;
  provider: ComponentRepresentation;
  /** Absent when the user may not delete. */
  onDelete?(provider: ComponentRepresentation): void;
};

/** One user-storage provider: its name (to its details), provider kind and whether it is enabled. */
export function ProviderCard({ realm, provider, onDelete }: ProviderCardProps) {
  const t = useTranslations();
  const enabled = isProviderEnabled(provider.config);
  const name = provider.name ?? provider.id ?? "";
  return (
    <Card.Root role="listitem" aria-label={name} size="sm">
      <Card.Header>
        <HStack justify="space-between" align="start">
          <Card.Title as="h2" minW="0">
            <TruncatedText text={name}>
              <ChakraLink asChild colorPalette="blue">
                <Link {...providerDetailsLink(realm, provider.providerId, provider.id ?? "")}>{name}</Link>
              </ChakraLink>
            </TruncatedText>
          </Card.Title>
          {onDelete && (
            <RowActionsMenu
              row={provider}
              actions={[deleteRowAction(onDelete)]}
              onAction={(action, row) => void action.onClick(row)}
              label={t("providerActions", { name })}
            />
          )}
        </HStack>
      </Card.Header>
      <Card.Footer>
        <HStack justify="space-between" width="full">
          <Text color="fg.muted">{providerLabel(provider.providerId)}</Text>
          <Badge colorPalette={enabled ? "blue" : "gray"}>{t(enabled ? "enabled" : "disabled")}</Badge>
        </HStack>
      </Card.Footer>
    </Card.Root>
  );
}
