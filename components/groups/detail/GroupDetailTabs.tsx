"use client";

import { useState } from "react";
import { Tabs } from "@chakra-ui/react";
import type GroupRepresentation from "@keycloak/keycloak-admin-client/lib/defs/groupRepresentation.js";
import { useTranslations } from "next-intl";
import { RoleMapping } from "@/components/role-mapping/RoleMapping";
import { GroupTable } from "../GroupTable";
import { GroupAttributesTab } from "./GroupAttributesTab";
import { MembersTab } from "./MembersTab";

export type GroupDetailTabsProps = {
  realm: string;
  path: readonly string[];
  /** The full group; without it (no view-users) only its child groups show. */
  group: GroupRepresentation | undefined;
  canManage: boolean;
  canManageMembers: boolean;
};

/** A group's tabs: child groups, members, attributes and role mapping. Visited tabs stay mounted to keep edits. */
export function GroupDetailTabs({ realm, path, group, canManage, canManageMembers }: GroupDetailTabsProps) {
  const t = useTranslations();
  const [tab, setTab] = useState("childGroups");
  const tabs = group ? ["childGroups", "members", "attributes", "roleMapping"] : ["childGroups"];
  const id = group?.id ?? "";

  return (
    <Tabs.Root value={tab} onValueChange={(details) => setTab(details.value)} lazyMount>
      <Tabs.List>
        {tabs.map((value) => (
          <Tabs.Trigger key={value} value={value}>
            {t(value)}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value="childGroups">
        <GroupTable realm={realm} path={path} canManage={canManage} />
      </Tabs.Content>
      {group && (
        <>
          <Tabs.Content value="members">
            <MembersTab realm={realm} group={group} canManage={canManageMembers} />
          </Tabs.Content>
          <Tabs.Content value="attributes">
            <GroupAttributesTab realm={realm} group={group} readOnly={!canManage} />
          </Tabs.Content>
          <Tabs.Content value="roleMapping">
            <RoleMapping realm={realm} kind="groups" id={id} />
          </Tabs.Content>
        </>
      )}
    </Tabs.Root>
  );
}
