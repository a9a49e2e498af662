"use client";

import { useState } from "react";
import { Button, Checkbox, Dialog, HStack, IconButton, Input, Portal, Stack, Text } from "@chakra-ui/react";
import type UserRepresentation from "@keycloak/keycloak-admin-client/lib/defs/userRepresentation.js";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { ChevronLeftIcon, ChevronRightIcon } from "@/components/ui/icons";
import { getErrorMessage } from "@/lib/errors";
import { memberPickerKey, useMemberPickerLoader } from "@/lib/queries/groups";

const PAGE_SIZE = 10;

export type AddMembersDialogProps = {
  realm: string;
  groupName: string;
  onClose(): void;
  /** Resolves once the users were added; rejecting keeps the dialog open (the mutation has alerted). */
  onAdd(users: UserRepresentation[]): Promise<unknown>;
};

/** Picks users to add: the realm's users searched and paged on the server, any number chosen across pages. */
export function AddMembersDialog({ realm, groupName, onClose, onAdd }: AddMembersDialogProps) {
  const t = useTranslations();
  const load = useMemberPickerLoader(realm);
  const [searchText, setSearchText] = useState("");
  const [search, setSearch] = useState("");
  const [page, setPage] = useState(0);
  const [chosen, setChosen] = useState<Map<string, UserRepresentation>>(new Map());
  const [busy, setBusy] = useState(false);

  const query = useQuery({
    queryKey: [...memberPickerKey(realm), { search, page }],
    queryFn: () => load(page * PAGE_SIZE, PAGE_SIZE + 1, search),
    placeholderData: keepPreviousData,
  });
  const users = (query.data ?? []).slice(0, PAGE_SIZE);
  const hasNext = (query.data?.length ?? 0) > PAGE_SIZE;

  const toggle = (user: UserRepresentation, checked: boolean) =>
    setChosen((current) => {
      const next = new Map(current);
      if (checked) next.set(user.id ?? "", user);
      else next.delete(user.id ?? "");
      return next;
    });
  const add = async () => {
    setBusy(true);
    try {
      await onAdd([...chosen.values()]);
      onClose();
    } catch {
      // the mutation has alerted; the choice stays to try again
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog.Root open onOpenChange={({ open }) => !open && onClose()} size="lg">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t("addMemberTo", { name: groupName })}</Dialog.Title>
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
                    aria-label={t("searchForUser")}
                    placeholder={t("searchForUser")}
                    value={searchText}
                    onChange={(event) => setSearchText(event.target.value)}
                  />
                </form>
                {query.isError ? (
                  <Text color="fg.error">{t("tableLoadError", { error: getErrorMessage(query.error) })}</Text>
                ) : users.length === 0 && !query.isPending ? (
                  <Text color="fg.muted">{search ? t("noSearchResults") : t("noUsersFound")}</Text>
                ) : (
                  <Stack as="ul" gap="1" aria-label={t("users")} aria-busy={query.isFetching} listStyleType="none">
                    {users.map((user) => (
                      <li key={user.id}>
                        <Checkbox.Root
                          checked={chosen.has(user.id ?? "")}
                          onCheckedChange={({ checked }) => toggle(user, checked === true)}
                        >
                          <Checkbox.HiddenInput />
                          <Checkbox.Control />
                          <Checkbox.Label>{user.username}</Checkbox.Label>
                        </Checkbox.Root>
                        {user.email && (
                          <Text as="span" ms="2" fontSize="sm" color="fg.muted">
                            {user.email}
                          </Text>
                        )}
                      </li>
                    ))}
                  </Stack>
                )}
                <HStack justify="space-between">
                  <Text fontSize="sm" color="fg.muted">
                    {chosen.size > 0 ? t("usersChosen", { count: chosen.size }) : ""}
                  </Text>
                  <HStack>
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
                </HStack>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                {t("cancel")}
              </Button>
              <Button colorPalette="blue" disabled={chosen.size === 0} loading={busy} onClick={add}>
                {t("add")}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
