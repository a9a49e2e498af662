"use client";

import { Badge, Box, Button, HStack, Stack } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import { Can } from "@/components/kit/form";
import { SimpleTable } from "@/components/kit/ui/SimpleTable";
import { TruncatedText } from "@/components/kit/ui/TruncatedText";
import { canCopyField, canCopyObject, otherSide, type DiffSide } from "@/lib/realm-diff/copy";
import { fieldLabel } from "@/lib/realm-diff/review";
import type { DiffEntry, FieldDiff } from "@/lib/realm-diff/types";
import { copyRole } from "./access";
import { DiffValue } from "./DiffValue";
import type { AskCopy } from "./useCopyReview";

export type DiffEntryCardProps = {
  entry: DiffEntry;
  names: Record<DiffSide, string>;
  /** The sides a copy may go to: a realm on this server, not a file. */
  writable: Record<DiffSide, boolean>;
  ask: AskCopy;
};

const SIDES: DiffSide[] = ["left", "right"];
const KIND_KEYS = { added: "realmDiffOnlyIn", removed: "realmDiffOnlyIn", changed: "realmDiffChanged" } as const;

/** One object that differs: where it is, or the fields that differ side by side, with copies either way. */
export function DiffEntryCard({ entry, names, writable, ask }: DiffEntryCardProps) {
  const t = useTranslations();
  const only = entry.kind === "added" ? names.right : names.left;
  const copyButton = (from: DiffSide, field?: FieldDiff) => {
    const to = otherSide(from);
    const offered = writable[to] && (field ? canCopyField(entry, field, from) : canCopyObject(entry, from));
    if (!offered) return null;
    const label = field
      ? t("realmDiffCopyFieldTo", { field: fieldLabel(field), realm: names[to] })
      : t("realmDiffCopyObjectTo", { name: entry.label, realm: names[to] });
    return (
      <Can key={from} manage={[copyRole(entry, field)]}>
        <Button size="xs" variant="outline" aria-label={label} onClick={() => ask(entry, field, from)}>
          {t("realmDiffCopyTo", { realm: names[to] })}
        </Button>
      </Can>
    );
  };

  return (
    <Box as="section" aria-label={entry.label} borderWidth="1px" borderRadius="md" p="3">
      <Stack gap="3">
        <HStack justify="space-between" wrap="wrap">
          <HStack gap="2" minW="0">
            <TruncatedText text={entry.label} fontWeight="semibold" />
            <Badge colorPalette={entry.kind === "changed" ? "orange" : "purple"}>
              {t(KIND_KEYS[entry.kind], { realm: only })}
            </Badge>
          </HStack>
          <HStack gap="2">{SIDES.map((from) => copyButton(from))}</HStack>
        </HStack>
        {entry.fields.length > 0 && (
          <SimpleTable
            label={t("realmDiffFieldsOf", { name: entry.label })}
            rows={entry.fields}
            rowKey={(field) => field.path.join("\u001f")}
            columns={[
              { headerKey: "realmDiffField", cell: (field) => <TruncatedText text={fieldLabel(field)} lines={2} /> },
              { header: names.left, cell: (field) => <DiffValue value={field.left} /> },
              { header: names.right, cell: (field) => <DiffValue value={field.right} /> },
              { cell: (field) => <HStack gap="2">{SIDES.map((from) => copyButton(from, field))}</HStack> },
            ]}
          />
        )}
      </Stack>
    </Box>
  );
}
