"use client";

import type { ReactNode } from "react";
import { Box, Button, Spinner } from "@chakra-ui/react";
import type GroupRepresentation from "@keycloak/keycloak-admin-client/lib/defs/groupRepresentation.js";
import { useTranslations } from "next-intl";
import { levelGroups } from "@/lib/groups/treePaging";
import { useGroupTreeLevel } from "@/lib/queries/groups";
import { useGroupTreeContext } from "./groupTreeContext";
import { onTreeKeyDown } from "./treeKeys";
import { QueryError } from "@/components/kit/ui/QueryError";

export type GroupTreeLevelProps = {
  parentId?: string;
  parentName?: string;
  level: number;
  /** The accessible name of the whole tree, given to the top level. */
  treeLabel?: string;
  /** Renders one group of the level: the item knows its own children, so the level and the item stay apart. */
  children(group: GroupRepresentation): ReactNode;
};

/** One level of the tree (the top level without a parent), a page at a time with 'Load more' past a page. */
export function GroupTreeLevel({ parentId, parentName, level, treeLabel, children }: GroupTreeLevelProps) {
  const t = useTranslations();
  const { realm, toggle } = useGroupTreeContext();
  const query = useGroupTreeLevel(realm, parentId);
  const { groups, hasMore } = levelGroups(query.data?.pages ?? []);

  return (
    <Box
      as="ul"
      role={treeLabel ? "tree" : "group"}
      aria-label={treeLabel}
      m="0"
      p="0"
      aria-busy={query.isFetching}
      onKeyDown={treeLabel ? (event) => onTreeKeyDown(event, toggle) : undefined}
    >
      {groups.map(children)}
      {query.isPending && !query.isError && (
        <Box as="li" role="none" ps={`${level * 16}px`} py="1">
          <Spinner size="xs" aria-label={t("loading")} />
        </Box>
      )}
      {query.isError && (
        <Box as="li" role="none" ps={`${level * 16}px`}>
          <QueryError query={query} messageKey="tableLoadError" fontSize="sm" gap="2" />
        </Box>
      )}
      {hasMore && (
        <Box as="li" role="none" ps={`${level * 16}px`}>
          <Button
            size="xs"
            variant="plain"
            colorPalette="blue"
            loading={query.isFetchingNextPage}
            aria-label={parentName ? t("loadMoreIn", { name: parentName }) : t("loadMore")}
            onClick={() => void query.fetchNextPage()}
          >
            {t("loadMore")}
          </Button>
        </Box>
      )}
    </Box>
  );
}
