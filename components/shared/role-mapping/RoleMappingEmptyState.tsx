"use client";

import { Button, EmptyState, HStack, VStack } from "@chakra-ui/react";
import { PrimaryButton } from "@/components/kit/ui/PrimaryButton";
import { useTranslations } from "next-intl";
import type { RoleMappingKind } from "@/lib/queries/roleMappings";

export type RoleMappingEmptyStateProps = {
  kind: RoleMappingKind;
  /** Absent when the signed-in admin may not assign roles. */
  onAssign?(): void;
  /** Absent when inherited roles are already shown. */
  onShowInherited?(): void;
};

/** Nothing mapped: says so for the kind of target, offers to assign roles and to show inherited ones. */
export function RoleMappingEmptyState({ kind, onAssign, onShowInherited }: RoleMappingEmptyStateProps) {
  const t = useTranslations();
  return (
    <EmptyState.Root>
      <EmptyState.Content>
        <VStack textAlign="center">
          <EmptyState.Title as="h2">{t(`noRoles-${kind}`)}</EmptyState.Title>
          <EmptyState.Description>{t(`noRolesInstructions-${kind}`)}</EmptyState.Description>
        </VStack>
        <HStack gap="3">
          {onAssign && <PrimaryButton onClick={onAssign}>{t("assignRole")}</PrimaryButton>}
          {onShowInherited && (
            <Button variant="plain" colorPalette="blue" onClick={onShowInherited}>
              {t("showInheritedRoles")}
            </Button>
          )}
        </HStack>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
