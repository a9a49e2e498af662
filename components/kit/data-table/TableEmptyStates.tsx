"use client";

import { Button, EmptyState, VStack } from "@chakra-ui/react";
import { PrimaryButton } from "@/components/kit/ui/PrimaryButton";
import { useTranslations } from "next-intl";
import { SearchIcon } from "@/components/kit/ui/icons";
import type { EmptyStateConfig } from "./types";

// An empty state's title is a level-2 heading, under the screen's h1 (Chakra's default h3 would skip a level).

/** The collection has nothing in it: the caller's message and optional primary action, or its own actions. */
export function ListEmptyState({ messageKey, instructionsKey, actionKey, onAction, actions }: EmptyStateConfig) {
  const t = useTranslations();
  return (
    <EmptyState.Root>
      <EmptyState.Content>
        <VStack textAlign="center">
          <EmptyState.Title as="h2">{t(messageKey)}</EmptyState.Title>
          {instructionsKey && <EmptyState.Description>{t(instructionsKey)}</EmptyState.Description>}
        </VStack>
        {actions ?? (actionKey && onAction && <PrimaryButton onClick={onAction}>{t(actionKey)}</PrimaryButton>)}
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

/** A search or filter matched nothing; Clear all filters only when given, where the toolbar does not offer it. */
export function NoSearchResults({ onClearAllFilters }: { onClearAllFilters?(): void }) {
  const t = useTranslations();
  return (
    <EmptyState.Root>
      <EmptyState.Content>
        <EmptyState.Indicator>
          <SearchIcon />
        </EmptyState.Indicator>
        <VStack textAlign="center">
          <EmptyState.Title as="h2">{t("noSearchResults")}</EmptyState.Title>
          <EmptyState.Description>{t("noSearchResultsInstructions")}</EmptyState.Description>
        </VStack>
        {onClearAllFilters && (
          <Button variant="plain" colorPalette="blue" onClick={onClearAllFilters}>
            {t("clearAllFilters")}
          </Button>
        )}
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
