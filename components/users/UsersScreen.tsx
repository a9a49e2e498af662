"use client";

import { Box, Heading, Tabs, Text } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import { useRealmName } from "@/lib/router/useRealmName";
import { UserDataTable } from "./UserDataTable";

/** /{realm}/users[/{tab}]: the user list (its only tab for now). */
export default function UsersScreen() {
  const t = useTranslations();
  const realm = useRealmName();
  return (
    <Box>
      <Box px="6" pt="6" pb="4" bg="bg.panel" borderBottomWidth="1px">
        <Heading as="h1" size="2xl">
          {t("users")}
        </Heading>
        <Text mt="1" color="fg.muted">
          {t("usersExplain")}
        </Text>
      </Box>
      <Tabs.Root value="list" px="6" pt="2">
        <Tabs.List>
          <Tabs.Trigger value="list">{t("userList")}</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="list">
          <UserDataTable realm={realm} />
        </Tabs.Content>
      </Tabs.Root>
    </Box>
  );
}
