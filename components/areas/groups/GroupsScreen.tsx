"use client";

import { useMemo } from "react";
import { Box, Flex, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import { useParams } from "@tanstack/react-router";
import { useTranslations } from "next-intl";
import { useAccess } from "@/lib/console-context";
import { useGroup } from "@/lib/queries/groups";
import { TruncatedText } from "@/components/kit/ui/TruncatedText";
import { useRealmName } from "@/lib/router/useRealmName";
import { GroupBreadcrumbs } from "./detail/GroupBreadcrumbs";
import { GroupDetailTabs } from "./detail/GroupDetailTabs";
import { AdminEventsLink } from "@/components/shared/event-table/AdminEventsLink";
import { parseGroupLocation } from "./groupLocation";
import { GroupTable } from "./GroupTable";
import { GroupTree } from "./tree/GroupTree";

/**
 * /{realm}/groups[/{id}/{id}/…[/{tab}]]: the group tree beside the selected group (the splat is its id path, then the
 * tab): its child groups, members, attributes and role mapping; without a selection the top-level groups.
 */
export default function GroupsScreen() {
  const t = useTranslations();
  const realm = useRealmName();
  const splat = useParams({ strict: false, select: (params) => params._splat });
  const { ids: path, tab } = useMemo(() => parseGroupLocation(splat), [splat]);
  const selectedId = path[path.length - 1];
  const access = useAccess();
  // GET /groups/{id} needs view-users; admins with query-groups alone browse names only
  const canView = access.hasAny("view-users", "manage-users");
  const group = useGroup(realm, selectedId, canView);
  // Keycloak lets admins who manage users change groups and their members
  const canManage = access.hasAny("manage-users") || group.data?.access?.manage === true;
  const canManageMembers = access.hasAny("manage-users") || group.data?.access?.manageMembership === true;

  // under the header and the tabs, so that these start where every other screen's do
  const tree = (
    <Box as="aside" w="72" flexShrink={0} minW="0" borderEndWidth="1px" pe="4" py="4">
      <GroupTree realm={realm} selectedIds={path} />
    </Box>
  );

  return (
    <Box>
      <Stack gap="1" px="6" pt="6" pb="4" bg="bg.panel" borderBottomWidth="1px">
        <GroupBreadcrumbs realm={realm} ids={path} group={group.data ?? undefined} />
        <HStack justify="space-between" gap="4">
          <TruncatedText text={(selectedId && group.data?.name) || t("groups")} lines={2}>
            <Heading as="h1" size="2xl">
              {(selectedId && group.data?.name) || t("groups")}
            </Heading>
          </TruncatedText>
          {selectedId && group.data && <AdminEventsLink realm={realm} resourcePath={`groups/${selectedId}*`} />}
        </HStack>
        {!selectedId && <Text color="fg.muted">{t("groupsDescription")}</Text>}
        {selectedId && group.data === null && <Text color="fg.error">{t("groupNotFound")}</Text>}
      </Stack>
      {selectedId ? (
        <GroupDetailTabs
          realm={realm}
          path={path}
          tab={tab}
          group={group.data ?? undefined}
          canView={canView}
          canManage={canManage}
          canManageMembers={canManageMembers}
          tree={tree}
        />
      ) : (
        <Flex px="6" py="2">
          {tree}
          <Box flex="1" minW="0" ps="6">
            <GroupTable realm={realm} path={path} canManage={canManage} />
          </Box>
        </Flex>
      )}
    </Box>
  );
}
