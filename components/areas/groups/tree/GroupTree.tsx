"use client";

import { useEffect, useMemo, useState } from "react";
import { Box, Button, Input, Stack, Text } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import { expandAll, mergeSearchPages, searchExpandedIds, toggleExpanded } from "@/lib/groups/treePaging";
import { useGroupTreeSearch } from "@/lib/queries/groups";
import { GroupTreeContext, type GroupTreeState } from "./groupTreeContext";
import { GroupTreeItem } from "./GroupTreeItem";
import { GroupTreeLevel } from "./GroupTreeLevel";
import { onTreeKeyDown } from "./treeKeys";
import { QueryError } from "@/components/kit/ui/QueryError";

export type GroupTreeProps = {
  realm: string;
  /** The id path of the selected group; its ancestors open. */ selectedIds: readonly string[];
};

/**
 * The realm's groups as a tree: the top level and each expanded node's children load a page at a time; a search
 * asks the server, which answers the matches under their ancestors, shown open.
 */
export function GroupTree({ realm, selectedIds }: GroupTreeProps) {
  const t = useTranslations();
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set(selectedIds.slice(0, -1)));
  const [searchExpanded, setSearchExpanded] = useState<ReadonlySet<string>>(new Set());
  const [searchText, setSearchText] = useState("");
  const [search, setSearch] = useState("");
  const searchQuery = useGroupTreeSearch(realm, search);
  const searchRoots = useMemo(() => mergeSearchPages(searchQuery.data?.pages ?? []), [searchQuery.data]);

  const ancestorsKey = selectedIds.slice(0, -1).join("/");
  useEffect(() => {
    if (ancestorsKey) setExpanded((current) => expandAll(current, ancestorsKey.split("/")));
  }, [ancestorsKey]);
  useEffect(() => setSearchExpanded(new Set(searchExpandedIds(searchRoots))), [searchRoots]);

  const searching = search !== "";
  const state = useMemo<GroupTreeState>(
    () => ({
      realm,
      expanded: searching ? searchExpanded : expanded,
      toggle: (id) => (searching ? setSearchExpanded : setExpanded)((current) => toggleExpanded(current, id)),
      selectedId: selectedIds[selectedIds.length - 1],
    }),
    [realm, searching, searchExpanded, expanded, selectedIds],
  );

  return (
    <GroupTreeContext.Provider value={state}>
      <Stack gap="2">
        <form
          role="search"
          aria-label={t("searchGroupTree")}
          onSubmit={(event) => {
            event.preventDefault();
            setSearch(searchText.trim());
          }}
        >
          <Input
            size="sm"
            type="search"
            aria-label={t("searchGroupTree")}
            placeholder={t("searchGroupTree")}
            value={searchText}
            onChange={(event) => {
              setSearchText(event.target.value);
              if (event.target.value === "") setSearch("");
            }}
          />
        </form>
        {searching ? (
          <Box>
            {searchQuery.isError && (
              <QueryError query={searchQuery} messageKey="tableLoadError" fontSize="sm" gap="2" />
            )}
            {searchQuery.isSuccess && searchRoots.length === 0 && (
              <Text fontSize="sm" color="fg.muted">
                {t("noSearchResults")}
              </Text>
            )}
            <Box
              as="ul"
              role="tree"
              aria-label={t("groupTree")}
              m="0"
              p="0"
              aria-busy={searchQuery.isFetching}
              onKeyDown={(event) => onTreeKeyDown(event, state.toggle)}
            >
              {searchRoots.map((group) => (
                <GroupTreeItem key={group.id} group={group} parentPath={[]} level={1} />
              ))}
            </Box>
            {searchQuery.hasNextPage && (
              <Button
                size="xs"
                variant="plain"
                colorPalette="blue"
                loading={searchQuery.isFetchingNextPage}
                onClick={() => void searchQuery.fetchNextPage()}
              >
                {t("loadMore")}
              </Button>
            )}
          </Box>
        ) : (
          <GroupTreeLevel level={1} treeLabel={t("groupTree")}>
            {(group) => <GroupTreeItem key={group.id} group={group} parentPath={[]} level={1} />}
          </GroupTreeLevel>
        )}
      </Stack>
    </GroupTreeContext.Provider>
  );
}
