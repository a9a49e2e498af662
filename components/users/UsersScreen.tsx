"use client";

import { Box, Tabs } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import { useRealmName } from "@/lib/router/useRealmName";
import { UserDataTable } from "./UserDataTable";
import { PageHeader } from "@/components/kit/PageHeader";

/** /{realm}/users[/{tab}]: the user list (its only tab for now). */
export default function UsersScreen() {
  const t = useTranslations();
  const realm = useRealmName();
  return (
    <Box>
      <PageHeader title={t("users")} subtitle={t("usersExplain")} />
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
