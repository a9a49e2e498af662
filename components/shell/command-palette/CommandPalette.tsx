"use client";

import { useId, useRef, useState, type KeyboardEvent } from "react";
import { Button, HStack, Input, Spinner, Stack, Text } from "@chakra-ui/react";
import { useNavigate } from "@tanstack/react-router";
import { useTranslations } from "next-intl";
import { QueryError } from "@/components/kit/ui/QueryError";
import { DialogFrame } from "@/components/kit/ui/DialogFrame";
import { flattenGroups, moveActive, type PaletteItem } from "@/lib/command-palette/results";
import { useRealmName } from "@/lib/router/useRealmName";
import { KIND_TITLES } from "./kindTitles";
import { PaletteResults } from "./PaletteResults";
import { usePaletteResults } from "./usePaletteResults";

type CommandPaletteProps = { open: boolean; onClose(): void };

/** One search box over the console's screens and the realm's objects; arrows choose, Enter opens, Escape closes. */
export function CommandPalette({ open, onClose }: CommandPaletteProps) {
  const t = useTranslations();
  const realm = useRealmName();
  const navigate = useNavigate();
  const input = useRef<HTMLInputElement>(null);
  const listId = useId();
  const [text, setText] = useState("");
  const [active, setActive] = useState(0);
  const { groups, failures, searching, addRecentItem } = usePaletteResults(realm, text);
  const items = flattenGroups(groups);
  const activeIndex = Math.min(active, items.length - 1);
  const optionId = (index: number) => `${listId}-option-${index}`;

  const openItem = (item: PaletteItem) => {
    addRecentItem(item);
    onClose();
    void navigate({ to: item.to, params: item.params } as never);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      setActive(moveActive(activeIndex, event.key === "ArrowDown" ? 1 : -1, items.length));
    } else if (event.key === "Enter" && items[activeIndex]) {
      event.preventDefault();
      openItem(items[activeIndex]);
    }
  };

  const status = searching
    ? t("commandPaletteSearching")
    : text.trim() !== "" && items.length === 0
      ? t("noSearchResults")
      : text.trim() === "" && items.length === 0
        ? t("commandPaletteEmpty")
        : "";

  return (
    <DialogFrame
      open={open}
      onClose={onClose}
      size="lg"
      placement="top"
      initialFocusEl={() => input.current}
      title={t("commandPaletteTitle")}
      footer={
        <HStack justify="space-between" w="full">
          <Text fontSize="sm" color="fg.muted">
            {t("commandPaletteHint")}
          </Text>
          <Button variant="outline" onClick={onClose}>
            {t("close")}
          </Button>
        </HStack>
      }
    >
      <Stack gap="3">
        <Input
          ref={input}
          role="combobox"
          aria-label={t("commandPaletteSearch")}
          aria-expanded={items.length > 0}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
          placeholder={t("commandPaletteSearch")}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
        />
        <HStack aria-live="polite" minH="5" gap="2">
          {searching && <Spinner size="xs" />}
          <Text fontSize="sm" color="fg.muted">
            {status}
          </Text>
        </HStack>
        {failures.map(({ kind, query }) => (
          <Stack key={kind} gap="1">
            <Text fontSize="sm" fontWeight="semibold">
              {t(KIND_TITLES[kind])}
            </Text>
            <QueryError query={query} />
          </Stack>
        ))}
        <PaletteResults
          id={listId}
          groups={groups}
          activeIndex={activeIndex}
          optionId={optionId}
          onOpen={openItem}
          onHover={setActive}
        />
      </Stack>
    </DialogFrame>
  );
}
