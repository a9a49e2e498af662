"use client";

import { Fragment, useState } from "react";
import { Breadcrumb, Button, Dialog, HStack, IconButton, Input, Portal, Stack, Text } from "@chakra-ui/react";
import type GroupRepresentation from "@keycloak/keycloak-admin-client/lib/defs/groupRepresentation.js";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { ChevronLeftIcon, ChevronRightIcon } from "@/components/ui/icons";
import { getErrorMessage } from "@/lib/errors";
import { groupMovePickerKey, useGroupLevelLoader, useMoveGroup, type GroupRow } from "@/lib/queries/groups";

const PAGE_SIZE = 10;

type TrailEntry = { id: string; name: string };

export type MoveGroupDialogProps = {
  realm: string;
  group: GroupRepresentation;
  /** Where the group sits now (undefined: top level); moving there again is not offered. */
  currentParentId: string | undefined;
  onClose(): void;
};

/**
 * Moves a group (with its subtree): browse to the destination level by level, or search, then 'Move here' moves it
 * under the open group, or to the top level at the root. The group itself and its subtree cannot be entered.
 */
export function MoveGroupDialog({ realm, group, currentParentId, onClose }: MoveGroupDialogProps) {
  const t = useTranslations();
  const load = useGroupLevelLoader(realm);
  const move = useMoveGroup(realm);
  const [trail, setTrail] = useState<TrailEntry[]>([]);
  const [searchText, setSearchText] = useState("");
  const [search, setSearch] = useState("");
  const [page, setPage] = useState(0);
  const destination = trail[trail.length - 1];
  const parentId = search ? undefined : destination?.id;

  const query = useQuery({
    queryKey: [...groupMovePickerKey(realm), { parentId, search, page }],
    queryFn: () => load(parentId, page * PAGE_SIZE, PAGE_SIZE + 1, search),
    placeholderData: keepPreviousData,
  });
  const rows = (query.data ?? [])
    .slice(0, PAGE_SIZE)
    .filter((row) => row.id !== group.id && !row.ancestorIds.includes(group.id ?? ""));
  const hasNext = (query.data?.length ?? 0) > PAGE_SIZE;

  const enter = (row: GroupRow) => {
    // a search match carries its ancestors' ids; their names come from its path
    const names = (row.path ?? "").split("/").filter(Boolean);
    const ancestors = row.ancestorIds.map((id, index) => ({ id, name: names[index] ?? id }));
    setTrail(
      search
        ? [...ancestors, { id: row.id ?? "", name: row.name ?? "" }]
        : [...trail, { id: row.id ?? "", name: row.name ?? "" }],
    );
    setSearch("");
    setSearchText("");
    setPage(0);
  };
  const goTo = (depth: number) => {
    setTrail(trail.slice(0, depth));
    setSearch("");
    setPage(0);
  };
  const moveHere = async () => {
    try {
      await move.mutateAsync({ group, destinationId: destination?.id });
      onClose();
    } catch {
      // the mutation has alerted; the dialog stays open to choose again
    }
  };

  return (
    <Dialog.Root open onOpenChange={({ open }) => !open && onClose()} size="lg">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t("moveGroupTo", { name: group.name ?? "" })}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <form
                  role="search"
                  onSubmit={(event) => {
                    event.preventDefault();
                    event.stopPropagation();
                    setSearch(searchText.trim());
                    setPage(0);
                  }}
                >
                  <Input
                    type="search"
                    aria-label={t("searchForGroups")}
                    placeholder={t("searchForGroups")}
                    value={searchText}
                    onChange={(event) => setSearchText(event.target.value)}
                  />
                </form>
                <Breadcrumb.Root size="sm" aria-label={t("moveDestination")}>
                  <Breadcrumb.List>
                    <Breadcrumb.Item>
                      <Button variant="plain" size="xs" onClick={() => goTo(0)}>
                        {t("groups")}
                      </Button>
                    </Breadcrumb.Item>
                    {trail.map((entry, index) => (
                      <Fragment key={entry.id}>
                        <Breadcrumb.Separator />
                        <Breadcrumb.Item>
                          <Button variant="plain" size="xs" onClick={() => goTo(index + 1)}>
                            {entry.name}
                          </Button>
                        </Breadcrumb.Item>
                      </Fragment>
                    ))}
                  </Breadcrumb.List>
                </Breadcrumb.Root>
                {query.isError ? (
                  <Text color="fg.error">{t("tableLoadError", { error: getErrorMessage(query.error) })}</Text>
                ) : rows.length === 0 && !query.isPending ? (
                  <Text color="fg.muted">{search ? t("noSearchResults") : t("noGroupsInThisSubGroup")}</Text>
                ) : (
                  <Stack as="ul" gap="1" aria-label={t("groups")} aria-busy={query.isFetching} listStyleType="none">
                    {rows.map((row) => (
                      <li key={row.id}>
                        <Button
                          variant="ghost"
                          size="sm"
                          justifyContent="space-between"
                          w="full"
                          aria-label={t("openGroup", { name: row.name ?? "" })}
                          onClick={() => enter(row)}
                        >
                          <Text as="span">{search ? row.path : row.name}</Text>
                          <ChevronRightIcon />
                        </Button>
                      </li>
                    ))}
                  </Stack>
                )}
                <HStack justify="end">
                  <IconButton
                    size="xs"
                    variant="outline"
                    aria-label={t("previousPage")}
                    disabled={page === 0}
                    onClick={() => setPage(page - 1)}
                  >
                    <ChevronLeftIcon />
                  </IconButton>
                  <IconButton
                    size="xs"
                    variant="outline"
                    aria-label={t("nextPage")}
                    disabled={!hasNext}
                    onClick={() => setPage(page + 1)}
                  >
                    <ChevronRightIcon />
                  </IconButton>
                </HStack>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                {t("cancel")}
              </Button>
              <Button
                colorPalette="blue"
                disabled={search !== "" || destination?.id === currentParentId}
                loading={move.isPending}
                onClick={moveHere}
              >
                {t("moveHere")}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
