"use client";

import { useReadOnly } from "@/components/kit/form";
import { useState } from "react";
import { Tabs } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import { RoleMapping } from "@/components/shared/role-mapping/RoleMapping";
import type { RealmSettingsTabProps } from "../realmSettingsTabs";
import { DefaultGroups } from "./DefaultGroups";

const SUB_TABS = ["defaultRoles", "defaultGroups"] as const;
type SubTab = (typeof SUB_TABS)[number];

/**
 * /{realm}/realm-settings/user-registration: what a new user starts with. Default roles are the associated roles of
 * the realm's default-roles-{realm} composite; default groups are the groups a new user joins.
 */
export default function UserRegistrationTab({ realm }: RealmSettingsTabProps) {
  const readOnly = useReadOnly();
  const t = useTranslations();
  const [tab, setTab] = useState<SubTab>("defaultRoles");
  const name = realm.realm ?? "";
  const defaultRoleId = realm.defaultRole?.id;

  return (
    <Tabs.Root
      value={tab}
      onValueChange={(details) => setTab(details.value as SubTab)}
      variant="subtle"
      pt="4"
      lazyMount
      unmountOnExit
    >
      <Tabs.List>
        {SUB_TABS.map((value) => (
          <Tabs.Trigger key={value} value={value}>
            {t(value)}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value="defaultRoles">
        {defaultRoleId && <RoleMapping realm={name} kind="roles" id={defaultRoleId} canManage={!readOnly} />}
      </Tabs.Content>
      <Tabs.Content value="defaultGroups">
        <DefaultGroups realm={name} />
      </Tabs.Content>
    </Tabs.Root>
  );
}
