"use client";

import { Stack, Text } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import type { DiffSide } from "@/lib/realm-diff/copy";
import { DIFF_SECTIONS, type DiffSection, type RealmDiff } from "@/lib/realm-diff/types";
import { SectionDiffs } from "./SectionDiffs";
import type { AskCopy } from "./useCopyReview";

const SECTION_KEYS: Record<DiffSection, string> = {
  realm: "realmDiffSectionRealm",
  clients: "realmDiffSectionClients",
  clientScopes: "realmDiffSectionClientScopes",
  roles: "realmDiffSectionRoles",
  groups: "realmDiffSectionGroups",
  flows: "realmDiffSectionFlows",
  identityProviders: "realmDiffSectionIdentityProviders",
  components: "realmDiffSectionComponents",
};

export type DiffResultsProps = {
  diff: RealmDiff;
  names: Record<DiffSide, string>;
  writable: Record<DiffSide, boolean>;
  ask: AskCopy;
};

/** The differences by kind of object, each section with its count. */
export function DiffResults({ diff, names, writable, ask }: DiffResultsProps) {
  const t = useTranslations();
  if (diff.entries.length === 0) return <Text role="status">{t("realmDiffSame", names)}</Text>;
  return (
    <Stack gap="6">
      <Text role="status">{t("realmDiffCount", { count: diff.entries.length })}</Text>
      {DIFF_SECTIONS.map((section) => {
        const entries = diff.entries.filter((entry) => entry.section === section);
        if (entries.length === 0) return null;
        return (
          <SectionDiffs
            key={section}
            title={t(SECTION_KEYS[section])}
            entries={entries}
            names={names}
            writable={writable}
            ask={ask}
          />
        );
      })}
    </Stack>
  );
}
