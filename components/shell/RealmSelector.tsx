"use client";
import { useCallback, useEffect, useState } from "react";
import { Badge, Box, Button, HStack, Input, Popover, Portal, Separator, Spinner, Stack, Text } from "@chakra-ui/react";
import { PrimaryButton } from "@/components/kit/ui/PrimaryButton";
import { Link, useNavigate } from "@tanstack/react-router";
import { useTranslations } from "next-intl";
import { serverText } from "@/lib/i18n/serverText";
import { useRealmNames, type RealmNameRepresentation } from "@/lib/queries/realms";
import { useWhoAmI } from "@/lib/queries/whoami";
import { useRecentRealms } from "@/lib/recentRealms";
import { useRealmName } from "@/lib/router/useRealmName";
import { ChevronLeftIcon, ChevronRightIcon } from "@/components/kit/ui/icons";
import type { PopupProps } from "@/components/kit/ui/OnDemandPopup";
import { CheckIcon } from "./icons";
import { RealmSelectorTrigger } from "./RealmSelectorTrigger";

export const REALM_PAGE_SIZE = 10;
export const REALM_SEARCH_DEBOUNCE_MS = 1000;
const SEARCH_BOX_THRESHOLD = 5;

/** The typed text, and the search it becomes once the user has stopped typing for a second. */
function useDebouncedSearch() {
  const [text, setText] = useState("");
  const [search, setSearch] = useState("");
  useEffect(() => {
    if (text === search) return;
    const timer = setTimeout(() => setSearch(text), REALM_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, search]);
  const reset = useCallback(() => {
    setText("");
    setSearch("");
  }, []);
  return { text, setText, search, reset };
}

/** The page start, back to the first page whenever the search changes. */
function usePageStart(search: string) {
  const [start, setStart] = useState({ search, first: 0 });
  const first = start.search === search ? start.first : 0;
  return [first, (next: number) => setStart({ search, first: next })] as const;
}

function RealmLabel({ realm, current, recent }: { realm: RealmNameRepresentation; current: boolean; recent: boolean }) {
  const t = useTranslations();
  return (
    <HStack w="full" gap="2" textAlign="start">
      <Stack gap="0" flex="1" minW="0">
        {realm.displayName && (
          <Text fontWeight="semibold" truncate>
            {serverText(realm.displayName, t)}
          </Text>
        )}
        <Text truncate>{realm.name}</Text>
      </Stack>
      {current && <CheckIcon aria-hidden />}
      {recent && <Badge size="sm">{t("recent")}</Badge>}
    </HStack>
  );
}

/** Dropdown of realm names, ten per page, with search and the recent realms on top. Loaded on first use. */
export default function RealmSelector({ onNavigate, defaultOpen = false }: PopupProps & { onNavigate?: () => void }) {
  const t = useTranslations();
  const realm = useRealmName();
  const navigate = useNavigate();
  const whoAmI = useWhoAmI(realm).data;
  const { recentRealms } = useRecentRealms();

  const [open, setOpen] = useState(defaultOpen);
  const { text, setText, search, reset } = useDebouncedSearch();
  const [first, setFirst] = usePageStart(search);

  const names = useRealmNames({ first, max: REALM_PAGE_SIZE + 1, search }, { enabled: open });
  const page = names.data ?? [];
  const hasNext = page.length > REALM_PAGE_SIZE;
  const showRecent = first === 0 && !search;
  const recentNames = recentRealms.map((entry) => entry.name);
  const shown = [
    ...(showRecent ? recentRealms : []),
    ...page.slice(0, REALM_PAGE_SIZE).filter((entry) => !showRecent || !recentNames.includes(entry.name)),
  ];
  const markRecent = page.length > SEARCH_BOX_THRESHOLD;
  const showSearch = page.length > SEARCH_BOX_THRESHOLD || !!search || !!text || first !== 0;

  const close = () => {
    setOpen(false);
    reset();
    setFirst(0);
  };
  const choose = (name: string) => {
    close();
    onNavigate?.();
    void navigate({ to: "/$realm", params: { realm: name } });
  };

  return (
    <Popover.Root
      open={open}
      onOpenChange={(details) => (details.open ? setOpen(true) : close())}
      positioning={{ sameWidth: true }}
    >
      <Popover.Trigger asChild>
        <RealmSelectorTrigger />
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content w="auto" minW="64" aria-label={t("realms")}>
            <Popover.Body p="2">
              <Stack gap="1">
                {showSearch && (
                  <Input
                    type="search"
                    size="sm"
                    aria-label={t("search")}
                    placeholder={t("search")}
                    value={text}
                    onChange={(event) => setText(event.target.value)}
                  />
                )}
                {first !== 0 && (
                  <Button
                    variant="ghost"
                    size="sm"
                    justifyContent="flex-start"
                    onClick={() => setFirst(first - REALM_PAGE_SIZE)}
                  >
                    <ChevronLeftIcon _rtl={{ transform: "scaleX(-1)" }} />
                    {t("previous")}
                  </Button>
                )}
                {names.isPending ? (
                  <HStack px="2" py="1">
                    <Spinner size="sm" />
                    <Text>{t("loadingRealms")}</Text>
                  </HStack>
                ) : shown.length === 0 ? (
                  <Text px="2" py="1" color="fg.muted">
                    {t("noResultsFound")}
                  </Text>
                ) : (
                  <Stack as="ul" gap="0.5" listStyleType="none" aria-label={t("realms")}>
                    {shown.map((entry) => (
                      <li key={entry.name}>
                        <Button variant="ghost" w="full" h="auto" py="1.5" onClick={() => choose(entry.name)}>
                          <RealmLabel
                            realm={entry}
                            current={entry.name === realm}
                            recent={markRecent && recentNames.includes(entry.name)}
                          />
                        </Button>
                      </li>
                    ))}
                  </Stack>
                )}
                {hasNext && (
                  <Button
                    variant="ghost"
                    size="sm"
                    justifyContent="flex-start"
                    onClick={() => setFirst(first + REALM_PAGE_SIZE)}
                  >
                    {t("next")}
                    <ChevronRightIcon _rtl={{ transform: "scaleX(-1)" }} />
                  </Button>
                )}
                {whoAmI?.createRealm && (
                  <Box>
                    <Separator my="1" />
                    <PrimaryButton asChild w="full" size="sm">
                      <Link to="/$realm/add-realm" params={{ realm }} onClick={() => (close(), onNavigate?.())}>
                        {t("createRealm")}
                      </Link>
                    </PrimaryButton>
                  </Box>
                )}
              </Stack>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
