"use client";

import type GroupRepresentation from "@keycloak/keycloak-admin-client/lib/defs/groupRepresentation.js";
import { Fragment, type ReactNode } from "react";
import { useNavigate } from "@tanstack/react-router";
import { useTranslations } from "next-intl";
import { ManagementPermissionsTab } from "@/components/shared/management-permissions/ManagementPermissionsTab";
import { usePermissionsTabShown } from "@/components/shared/management-permissions/usePermissionsTabShown";
import { RoleMapping } from "@/components/shared/role-mapping/RoleMapping";
import { PageNotFound } from "@/components/kit/screen/PageNotFound";
import { RouteTabs } from "@/components/kit/ui/RouteTabs";
import { tabTitle } from "@/lib/router/tabList";
import { GROUP_TABS, groupLocationSplat, type GroupTab } from "../groupLocation";
import { GroupTable } from "../GroupTable";
import { GroupAttributesTab } from "./GroupAttributesTab";
import { MembersTab } from "./MembersTab";

export type GroupDetailTabsProps = {
  realm: string;
  path: readonly string[];
  /** The tab the URL names. */
  tab: GroupTab;
  /** The full group, once loaded. */
  group: GroupRepresentation | undefined;
  /** The admin may read the full group (view-users); without it only its child groups show. */
  canView: boolean;
  canManage: boolean;
  canManageMembers: boolean;
  /** The group tree, beside the tab's content. */
  tree: ReactNode;
};

/**
 * A group's tabs, each its own URL (/{realm}/groups/{id}/…/{tab}): child groups, members, attributes, role mapping
 * and, with fine-grained admin permissions, its permissions.
 */
export function GroupDetailTabs({
  realm,
  path,
  tab,
  group,
  canView,
  canManage,
  canManageMembers,
  tree,
}: GroupDetailTabsProps) {
  const t = useTranslations();
  const navigate = useNavigate();
  const permissionsShown = usePermissionsTabShown({ kind: "groups", id: path[path.length - 1] ?? "" });
  const tabs: readonly GroupTab[] = canView
    ? GROUP_TABS.filter((name) => name !== "permissions" || permissionsShown)
    : ["child-groups"];
  if (!tabs.includes(tab)) return <PageNotFound />;
  const openTab = (next: GroupTab) =>
    void navigate({ to: "/$realm/groups/$", params: { realm, _splat: groupLocationSplat(path, next) } });

  return (
    <RouteTabs tabs={tabs} active={tab} label={(value) => t(tabTitle(value))} onSelect={openTab} aside={tree}>
      {/* another group's tab starts afresh, while the tree beside it stays as the admin left it */}
      <Fragment key={path.join("/")}>
        {tab === "child-groups" && <GroupTable realm={realm} path={path} canManage={canManage} />}
        {group && tab === "members" && <MembersTab realm={realm} group={group} canManage={canManageMembers} />}
        {group && tab === "attributes" && <GroupAttributesTab realm={realm} group={group} readOnly={!canManage} />}
        {group && tab === "role-mapping" && <RoleMapping realm={realm} kind="groups" id={group.id ?? ""} />}
        {group && tab === "permissions" && (
          <ManagementPermissionsTab realm={realm} target={{ kind: "groups", id: group.id ?? "" }} />
        )}
      </Fragment>
    </RouteTabs>
  );
}
