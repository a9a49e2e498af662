"use client";

import { Box, Heading, Tabs, Text } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import { LoadingSpinner } from "@/components/console/LoadingSpinner";
import { getErrorMessage } from "@/lib/errors";
import { useRealm } from "@/lib/queries/realms";
import { useRealmName } from "@/lib/router/useRealmName";
import { GeneralTab } from "./GeneralTab";
import { REALM_SETTINGS_TABS } from "./realmSettingsTabs";

/** /{realm}/realm-settings[/{tab}]: the realm's settings; the general tab is the only one so far. */
export default function RealmSettingsScreen() {
  const t = useTranslations();
  const name = useRealmName();
  const realm = useRealm(name);

  return (
    <Box>
      <Box px="6" pt="6" pb="4" bg="bg.panel" borderBottomWidth="1px">
        <Heading as="h1" size="2xl">
          {realm.data?.displayName || name}
        </Heading>
        <Text mt="1" color="fg.muted">
          {t("realmSettingsExplain")}
        </Text>
      </Box>
      <Tabs.Root value="general" px="6" pt="2">
        <Tabs.List>
          {REALM_SETTINGS_TABS.map((tab) => (
            <Tabs.Trigger key={tab} value={tab}>
              {t(tab)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="general">
          {realm.isPending ? (
            <LoadingSpinner />
          ) : realm.isError ? (
            <Text color="fg.error">{getErrorMessage(realm.error)}</Text>
          ) : realm.data ? (
            <GeneralTab key={realm.data.id} realm={realm.data} />
          ) : null}
        </Tabs.Content>
      </Tabs.Root>
    </Box>
  );
}
