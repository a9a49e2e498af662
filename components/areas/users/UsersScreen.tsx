"use client";

import { Box } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import { PageNotFound } from "@/components/kit/screen/PageNotFound";
import { ManagementPermissionsTab } from "@/components/shared/management-permissions/ManagementPermissionsTab";
import { usePermissionsTabShown } from "@/components/shared/management-permissions/usePermissionsTabShown";
import { PageHeader } from "@/components/kit/screen/PageHeader";
import { RouteTabs } from "@/components/kit/ui/RouteTabs";
import { useRouteTab } from "@/components/kit/ui/useRouteTab";
import { useRealmName } from "@/lib/router/useRealmName";
import { UserDataTable } from "./UserDataTable";
import { userListTabs } from "./userListTabs";

const USERS_TARGET = { kind: "users" } as const;

/** /{realm}/users[/{tab}]: the user list and, with fine-grained admin permissions, the realm's user permissions. */
export default function UsersScreen() {
  const t = useTranslations();
  const realm = useRealmName();
  const [tab, openTab] = useRouteTab(userListTabs);
  const permissionsShown = usePermissionsTabShown(USERS_TARGET);
  const tabs = userListTabs.tabs.filter((name) => name !== "permissions" || permissionsShown);
  if (!tabs.includes(tab)) return <PageNotFound />;
  return (
    <Box>
      <PageHeader title={t("users")} subtitle={t("usersExplain")} />
      <RouteTabs tabs={tabs} active={tab} label={(name) => t(userListTabs.title(name))} onSelect={openTab}>
        {tab === "list" && <UserDataTable realm={realm} />}
        {tab === "permissions" && <ManagementPermissionsTab realm={realm} target={USERS_TARGET} />}
      </RouteTabs>
    </Box>
  );
}
