"use client";

import { Box, Text } from "@chakra-ui/react";
import { useParams } from "@tanstack/react-router";
import type RealmRepresentation from "@keycloak/keycloak-admin-client/lib/defs/realmRepresentation.js";
import { useTranslations } from "next-intl";
import { QueryState } from "@/components/kit/screen/QueryState";
import { useRouteTab } from "@/components/kit/ui/useRouteTab";
import { PageNotFound } from "@/components/kit/screen/PageNotFound";
import { RoleMapping } from "@/components/shared/role-mapping/RoleMapping";
import { RouteTabs } from "@/components/kit/ui/RouteTabs";
import { useAccess, useServerInfo } from "@/lib/console-context";
import { useRealm } from "@/lib/queries/realms";
import { isFeatureEnabled } from "@/lib/queries/serverInfo";
import { useUser, type UserWithMetadata } from "@/lib/queries/users";
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
import { UserEventsTable } from "@/components/shared/event-table/UserEventsTable";

/** /{realm}/users/{id}/{tab}: one user, each tab its own route. */
export default function UserDetailsScreen() {
  const t = useTranslations();
  const realm = useRealmName();
  const id = useParams({ strict: false, select: (params) => params.id ?? "" });
  const user = useUser(realm, id);
  const realmRep = useRealm(realm);
  return (
    <QueryState query={realmRep}>
      {(realmData) => (
        <QueryState
          query={user}
          whenNull={() => (
            <Box p="6">
              <Text>{t("userNotFound")}</Text>
            </Box>
          )}
        >
          {(data) => <UserDetails realm={realm} realmRep={realmData} user={data} />}
        </QueryState>
      )}
    </QueryState>
  );
}

type UserDetailsProps = { realm: string; realmRep: RealmRepresentation; user: UserWithMetadata };

function UserDetails({ realm, realmRep, user: data }: UserDetailsProps) {
  const t = useTranslations();
  const id = data.id ?? "";
  const [tab, openTab] = useRouteTab(userTabs);
  const profileConfig = useUserProfileSettings(realm);
  const serverInfo = useServerInfo();
  const { hasAny } = useAccess();

  const metadata = data.userProfileMetadata ?? { attributes: [], groups: [] };
  const canManage = hasAny("manage-users") || data.access?.manage === true;
  const policy = profileConfig.data?.unmanagedAttributePolicy;
  const tabs = visibleUserTabs({
    unmanagedAttributes: unmanagedAttributesShown(policy),
    organizations: isFeatureEnabled(serverInfo, "ORGANIZATION") && realmRep.organizationsEnabled === true,
    events: hasAny("view-events"),
  });
  if (!profileConfig.isPending && !tabs.includes(tab)) return <PageNotFound />;

  const content: Record<UserTab, () => React.ReactNode> = {
    settings: () => <UserSettingsTab realm={realmRep} user={data} metadata={metadata} canManage={canManage} />,
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
