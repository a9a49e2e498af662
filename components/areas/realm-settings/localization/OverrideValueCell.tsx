"use client";

import { useReadOnly } from "@/components/kit/form";
import { useRef, useState } from "react";
import { Button, HStack, Input } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import { TruncatedText } from "@/components/kit/ui/TruncatedText";
import type { Override } from "@/lib/queries/localization";

type OverrideValueCellProps = {
  row: Override;
  /** Saves the new text; a rejection keeps the input open with what was typed (the mutation shows the error). */
  onSave(value: string): Promise<unknown>;
};

/** An override's text, edited in place: Enter or Save saves, Escape or Cancel gives the text back. */
export function OverrideValueCell({ row, onSave }: OverrideValueCellProps) {
  const readOnly = useReadOnly();
  const t = useTranslations();
  const [draft, setDraft] = useState<string>();
  const [saving, setSaving] = useState(false);
  // set when editing ends, so the focus goes back to the Edit button instead of the page's start
  const refocus = useRef(false);
  const stop = () => {
    refocus.current = true;
    setDraft(undefined);
  };

  if (draft === undefined) {
    return (
      <HStack gap="2" justify="space-between">
        <TruncatedText text={row.value} />
        {!readOnly && (
          <Button
            ref={(button) => {
              if (button && refocus.current) {
                refocus.current = false;
                button.focus();
              }
            }}
            size="xs"
            variant="ghost"
            aria-label={t("editTranslationOf", { key: row.key })}
            onClick={() => setDraft(row.value)}
          >
            {t("edit")}
          </Button>
        )}
      </HStack>
    );
  }

  const save = async () => {
    setSaving(true);
    try {
      await onSave(draft);
      stop();
    } catch {
      // the mutation has raised the server's message; the input keeps what was typed
    } finally {
      setSaving(false);
    }
  };

  return (
    <HStack gap="2">
      <Input
        size="sm"
        autoFocus
        aria-label={t("translationValueOf", { key: row.key })}
        value={draft}
        disabled={saving}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === "Enter") {
            event.preventDefault();
            void save();
          } else if (event.key === "Escape") {
            event.preventDefault();
            event.stopPropagation();
            stop();
          }
        }}
      />
      <Button size="xs" variant="outline" loading={saving} onClick={() => void save()}>
        {t("save")}
      </Button>
      <Button size="xs" variant="ghost" disabled={saving} onClick={stop}>
        {t("cancel")}
      </Button>
    </HStack>
  );
}
