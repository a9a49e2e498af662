"use client";

import { Box, Text } from "@chakra-ui/react";
import { useNavigate, useParams } from "@tanstack/react-router";
import { useTranslations } from "next-intl";
import { LoadingSpinner } from "@/components/kit/ui/LoadingSpinner";
import { PageNotFound } from "@/components/kit/screen/PageNotFound";
import { RoleMapping } from "@/components/shared/role-mapping/RoleMapping";
import { RouteTabs } from "@/components/kit/ui/RouteTabs";
import { useAccess, useServerInfo } from "@/lib/console-context";
import { useRealm } from "@/lib/queries/realms";
import { isFeatureEnabled } from "@/lib/queries/serverInfo";
import { useUser } from "@/lib/queries/users";
import { useUserProfileSettings } from "@/lib/queries/userProfile";
import { useRealmName } from "@/lib/router/useRealmName";
import { UserCredentialsTab } from "./credentials/UserCredentialsTab";
import { UserGroupsTab } from "./groups/UserGroupsTab";
import { UserAttributesTab } from "./UserAttributesTab";
import { UserConsentsTab } from "./UserConsentsTab";
import { UserHeader } from "./UserHeader";
import { UserIdentityProviderLinksTab } from "./UserIdentityProviderLinksTab";
import { UserOrganizationsTab } from "./UserOrganizationsTab";
import { UserSessionsTab } from "./UserSessionsTab";
import { UserSettingsTab } from "./UserSettingsTab";
import {
  unmanagedAttributesEditable,
  unmanagedAttributesShown,
  userTabs,
  visibleUserTabs,
  type UserTab,
} from "./userTabs";
import { QueryError } from "@/components/kit/ui/QueryError";
import { UserEventsTable } from "@/components/shared/event-table/UserEventsTable";

/** /{realm}/users/{id}/{tab}: one user, each tab its own route. */
export default function UserDetailsScreen() {
  const t = useTranslations();
  const realm = useRealmName();
  const navigate = useNavigate();
  const params = useParams({ strict: false }) as { id?: string; tab?: string };
  const id = params.id ?? "";
  const tab = userTabs.pick(params.tab);
  const user = useUser(realm, id);
  const realmRep = useRealm(realm);
  const profileConfig = useUserProfileSettings(realm);
  const serverInfo = useServerInfo();
  const { hasAny } = useAccess();
  const canManageUsers = hasAny("manage-users");

  if (user.isPending || realmRep.isPending) return <LoadingSpinner />;
  if (user.isError || realmRep.isError) {
    return (
      <Box p="6">
        <QueryError query={[user, realmRep]} />
      </Box>
    );
  }
  if (!user.data || !realmRep.data) {
    return (
      <Box p="6">
        <Text>{t("userNotFound")}</Text>
      </Box>
    );
  }

  const data = user.data;
  const metadata = data.userProfileMetadata ?? { attributes: [], groups: [] };
  const canManage = canManageUsers || data.access?.manage === true;
  const policy = profileConfig.data?.unmanagedAttributePolicy;
  const tabs = visibleUserTabs({
    unmanagedAttributes: unmanagedAttributesShown(policy),
    organizations: isFeatureEnabled(serverInfo, "ORGANIZATION") && realmRep.data.organizationsEnabled === true,
    events: hasAny("view-events"),
  });
  if (!profileConfig.isPending && !tabs.includes(tab)) return <PageNotFound />;
  const openTab = (next: UserTab) => void navigate({ to: "/$realm/users/$id/$tab", params: { realm, id, tab: next } });

  const content: Record<UserTab, () => React.ReactNode> = {
    settings: () => <UserSettingsTab realm={realmRep.data!} user={data} metadata={metadata} canManage={canManage} />,
    attributes: () => (
      <UserAttributesTab
        realm={realm}
        user={data}
        metadata={metadata}
        readOnly={!canManage || !unmanagedAttributesEditable(policy)}
      />
    ),
    credentials: () => <UserCredentialsTab realm={realm} user={data} canManage={canManage} />,
    "role-mapping": () => <RoleMapping realm={realm} kind="users" id={id} />,
    groups: () => <UserGroupsTab realm={realm} userId={id} username={data.username ?? ""} canManage={canManage} />,
    consents: () => <UserConsentsTab realm={realm} userId={id} canManage={canManage} />,
    "identity-provider-links": () => <UserIdentityProviderLinksTab realm={realm} userId={id} canManage={canManage} />,
    sessions: () => <UserSessionsTab realm={realm} userId={id} username={data.username ?? ""} canManage={canManage} />,
    organizations: () => <UserOrganizationsTab realm={realm} userId={id} />,
    events: () => (
      <Box px="6">
        <UserEventsTable userId={id} />
      </Box>
    ),
  };

  return (
    <Box>
      <UserHeader realm={realm} user={data} />
      <RouteTabs tabs={tabs} active={tab} label={(value) => t(userTabs.title(value))} onSelect={openTab}>
        {/* until the profile config loads, a tab it may hide (attributes) stays empty */}
        {tabs.includes(tab) && content[tab]()}
      </RouteTabs>
    </Box>
  );
}
