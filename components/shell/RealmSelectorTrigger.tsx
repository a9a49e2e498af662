"use client";
import { Button, Stack, Text, VisuallyHidden, type ButtonProps } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import { useRealm } from "@/lib/queries/realms";
import { useRealmName } from "@/lib/router/useRealmName";
import { ChevronDownIcon } from "@/components/kit/ui/icons";

/**
 * The realm selector's button: the current realm's display name and name. Its accessible name is that visible text
 * followed by a hint for assistive technology only ("ACME Corporation acme, choose another realm"): a name that left
 * out the visible text would fail WCAG 2.5.3 (label in name) for those who speak the button's text to press it.
 * Part of the first load.
 */
export function RealmSelectorTrigger(props: ButtonProps) {
  const t = useTranslations();
  const realm = useRealmName();
  const displayName = useRealm(realm).data?.displayName;
  return (
    <Button variant="outline" w="full" h="auto" py="2" justifyContent="space-between" {...props}>
      <Stack gap="0" textAlign="start" minW="0">
        {displayName && (
          <Text fontWeight="semibold" truncate>
            {displayName}
          </Text>
        )}
        <Text truncate>
          {realm}
          <VisuallyHidden>{t("realmSelectorHint")}</VisuallyHidden>
        </Text>
      </Stack>
      <ChevronDownIcon />
    </Button>
  );
}
