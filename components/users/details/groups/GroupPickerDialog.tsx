"use client";

import { useState } from "react";
import {
  Box,
  Breadcrumb,
  Button,
  Checkbox,
  Dialog,
  HStack,
  IconButton,
  Input,
  Portal,
  Stack,
  Text,
} from "@chakra-ui/react";
import type GroupRepresentation from "@keycloak/keycloak-admin-client/lib/defs/groupRepresentation.js";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { ChevronLeftIcon, ChevronRightIcon } from "@/components/ui/icons";
import { getErrorMessage } from "@/lib/errors";
import { groupPickerKey, useGroupPickerLoader } from "@/lib/queries/users";
import { flattenGroupTree } from "./groupPaths";

const PAGE_SIZE = 10;

export type GroupPickerDialogProps = {
  realm: string;
  open: boolean;
  onClose(): void;
  /** Called with the chosen groups; the dialog closes when it settles. */
  onPick(groups: GroupRepresentation[]): unknown;
  /** Groups that cannot be chosen again (the user's memberships). */
  excludedIds?: readonly string[];
};

/**
 * Picks groups to join: browse the tree level by level (GET /groups, /groups/{id}/children, paged) or search
 * the whole tree on the server (GET /groups?search=), choosing any number of groups.
 */
export function GroupPickerDialog({ realm, open, onClose, onPick, excludedIds = [] }: GroupPickerDialogProps) {
  const t = useTranslations();
  const load = useGroupPickerLoader(realm);
  const [trail, setTrail] = useState<GroupRepresentation[]>([]);
  const [searchText, setSearchText] = useState("");
  const [search, setSearch] = useState("");
  const [page, setPage] = useState(0);
  const [chosen, setChosen] = useState<Map<string, GroupRepresentation>>(new Map());
  const [busy, setBusy] = useState(false);
  const parent = search ? undefined : trail[trail.length - 1];

  const query = useQuery({
    queryKey: [...groupPickerKey(realm), { parent: parent?.id, search, page }],
    queryFn: () => load(parent?.id, page * PAGE_SIZE, PAGE_SIZE + 1, search),
    placeholderData: keepPreviousData,
    enabled: open,
  });
  const pageRows = (query.data ?? []).slice(0, PAGE_SIZE);
  const rows = search ? flattenGroupTree(pageRows) : pageRows;
  const hasNext = (query.data?.length ?? 0) > PAGE_SIZE;

  const reset = () => {
    setTrail([]);
    setSearch("");
    setSearchText("");
    setPage(0);
    setChosen(new Map());
  };
  const close = () => {
    reset();
    onClose();
  };
  const toggle = (group: GroupRepresentation, checked: boolean) =>
    setChosen((current) => {
      const next = new Map(current);
      if (checked) next.set(group.id!, group);
      else next.delete(group.id!);
      return next;
    });
  const enter = (group: GroupRepresentation) => {
    setTrail((current) => [...current, group]);
    setPage(0);
  };
  const goTo = (depth: number) => {
    setTrail((current) => current.slice(0, depth));
    setPage(0);
  };
  const join = async () => {
    setBusy(true);
    try {
      await onPick([...chosen.values()]);
      close();
    } catch {
      // the caller's mutation has already raised the alert; the dialog stays open to try again
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog.Root open={open} onOpenChange={({ open: next }) => !next && close()} size="lg">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t("joinGroupsFor")}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <form
                  role="search"
                  onSubmit={(event) => {
                    event.preventDefault();
                    // a dialog opened from a form is still inside it for React's event bubbling
                    event.stopPropagation();
                    setSearch(searchText.trim());
                    setPage(0);
                  }}
                >
                  <Input
                    aria-label={t("searchForGroups")}
                    placeholder={t("searchForGroups")}
                    value={searchText}
                    onChange={(event) => setSearchText(event.target.value)}
                  />
                </form>
                {!search && (
                  <Breadcrumb.Root size="sm">
                    <Breadcrumb.List>
                      <Breadcrumb.Item>
                        <Breadcrumb.Link asChild>
                          <Button variant="plain" size="xs" onClick={() => goTo(0)}>
                            {t("groups")}
                          </Button>
                        </Breadcrumb.Link>
                      </Breadcrumb.Item>
                      {trail.map((group, index) => (
                        <Breadcrumb.Item key={group.id}>
                          <Breadcrumb.Separator />
                          <Breadcrumb.Link asChild>
                            <Button variant="plain" size="xs" onClick={() => goTo(index + 1)}>
                              {group.name}
                            </Button>
                          </Breadcrumb.Link>
                        </Breadcrumb.Item>
                      ))}
                    </Breadcrumb.List>
                  </Breadcrumb.Root>
                )}
                {query.isError ? (
                  <Text color="fg.error">{t("tableLoadError", { error: getErrorMessage(query.error) })}</Text>
                ) : rows.length === 0 && !query.isPending ? (
                  <Text color="fg.muted">{search ? t("noSearchResults") : t("noGroupsInThisSubGroup")}</Text>
                ) : (
                  <Stack as="ul" gap="1" aria-label={t("groups")} aria-busy={query.isFetching} listStyleType="none">
                    {rows.map((group) => {
                      const excluded = excludedIds.includes(group.id ?? "");
                      return (
                        <HStack as="li" key={group.id} justify="space-between">
                          <Checkbox.Root
                            checked={excluded || chosen.has(group.id ?? "")}
                            disabled={excluded}
                            onCheckedChange={({ checked }) => toggle(group, checked === true)}
                          >
                            <Checkbox.HiddenInput />
                            <Checkbox.Control />
                            <Checkbox.Label>{search ? group.path : group.name}</Checkbox.Label>
                          </Checkbox.Root>
                          {!search && (group.subGroupCount ?? 0) > 0 && (
                            <IconButton
                              size="xs"
                              variant="ghost"
                              aria-label={t("openGroup", { name: group.name ?? "" })}
                              onClick={() => enter(group)}
                            >
                              <ChevronRightIcon />
                            </IconButton>
                          )}
                        </HStack>
                      );
                    })}
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
                {chosen.size > 0 && (
                  <Box>
                    <Text fontSize="sm" color="fg.muted">
                      {t("groupsChosen", { count: chosen.size })}
                    </Text>
                  </Box>
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={close}>
                {t("cancel")}
              </Button>
              <Button colorPalette="blue" disabled={chosen.size === 0} loading={busy} onClick={join}>
                {t("join")}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
