"use client";
import { Button, Stack, Text, type ButtonProps } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import { useRealm } from "@/lib/queries/realms";
import { useRealmName } from "@/lib/router/useRealmName";
import { ChevronDownIcon } from "@/components/ui/icons";

/** The realm selector's button: the current realm's display name and name. Part of the first load. */
export function RealmSelectorTrigger(props: ButtonProps) {
  const t = useTranslations();
  const realm = useRealmName();
  const displayName = useRealm(realm).data?.displayName;
  return (
    <Button
      variant="outline"
      w="full"
      h="auto"
      py="2"
      justifyContent="space-between"
      aria-label={t("realmSelectorLabel", { realm })}
      {...props}
    >
      <Stack gap="0" textAlign="start" minW="0">
        {displayName && (
          <Text fontWeight="semibold" truncate>
            {displayName}
          </Text>
        )}
        <Text truncate>{realm}</Text>
      </Stack>
      <ChevronDownIcon />
    </Button>
  );
}
