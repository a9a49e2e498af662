"use client";

import { useState } from "react";
import { Button, Heading, Stack } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import type { DiffSide } from "@/lib/realm-diff/copy";
import type { DiffEntry } from "@/lib/realm-diff/types";
import { DiffEntryCard } from "./DiffEntryCard";
import type { AskCopy } from "./useCopyReview";

/** Objects shown at first and with each "show more": a realm of a thousand changed clients renders in steps. */
export const DIFF_PAGE = 50;

export type SectionDiffsProps = {
  title: string;
  entries: DiffEntry[];
  names: Record<DiffSide, string>;
  writable: Record<DiffSide, boolean>;
  ask: AskCopy;
};

/** One kind of object's differences with their count, the first of many shown and the rest on demand. */
export function SectionDiffs({ title, entries, names, writable, ask }: SectionDiffsProps) {
  const t = useTranslations();
  const [shown, setShown] = useState(DIFF_PAGE);
  const more = Math.min(DIFF_PAGE, entries.length - shown);
  return (
    <Stack as="section" aria-label={title} gap="3">
      <Heading as="h2" size="md">
        {t("realmDiffSectionCount", { section: title, count: entries.length })}
      </Heading>
      {entries.slice(0, shown).map((entry) => (
        <DiffEntryCard key={entry.key} entry={entry} names={names} writable={writable} ask={ask} />
      ))}
      {more > 0 && (
        <Button variant="outline" alignSelf="start" onClick={() => setShown(shown + DIFF_PAGE)}>
          {t("realmDiffShowMore", { count: more, total: entries.length - shown })}
        </Button>
      )}
    </Stack>
  );
}
