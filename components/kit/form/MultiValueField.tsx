"use client";

import { useEffect, useState } from "react";
import { Button, HStack, IconButton, Input, Stack } from "@chakra-ui/react";
import type { FieldValues } from "react-hook-form";
import { useTranslations } from "next-intl";
import { canAddEntry, fromEntries, removeEntry, toEntries } from "@/lib/form/multiValue";
import { MinusIcon, PlusIcon } from "@/components/kit/ui/icons";
import { FieldsetShell } from "./FieldsetShell";
import { useFieldController, type BaseFieldProps } from "./useFieldController";

export type MultiValueFieldProps<T extends FieldValues> = BaseFieldProps<T> & {
  /** Store one "##"-joined string (config maps) instead of a list. */
  stringify?: boolean;
  type?: "text" | "email" | "tel" | "url";
};

/** A list of text entries (input type multi-input): always at least one entry; adding waits until the last entry is filled. */
export function MultiValueField<T extends FieldValues>({
  stringify = false,
  type = "text",
  ...props
}: MultiValueFieldProps<T>) {
  const t = useTranslations();
  const { field, shell, readOnly } = useFieldController(props);
  const [entries, setEntries] = useState(() => toEntries(field.value));

  // Empty entries exist only on screen; take the form's value when it changes for another reason (reset).
  const stored = JSON.stringify(field.value ?? null);
  useEffect(() => {
    setEntries((current) =>
      JSON.stringify(fromEntries(current, stringify)) === stored ? current : toEntries(field.value),
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `stored` captures field.value
  }, [stored, stringify]);

  const update = (next: string[]) => {
    setEntries(next);
    field.onChange(fromEntries(next, stringify));
  };
  const locked = readOnly || props.disabled;

  return (
    <FieldsetShell {...shell}>
      <Stack gap="2" w="full">
        {entries.map((entry, index) => (
          <HStack key={index} gap="1">
            <Input
              ref={index === 0 ? field.ref : undefined}
              name={`${field.name}.${index}`}
              type={type}
              value={entry}
              placeholder={props.placeholder}
              readOnly={readOnly}
              disabled={props.disabled}
              aria-label={props.label}
              aria-required={(props.required && index === 0) || undefined}
              // the list's error is the first entry's, which takes the focus for it
              aria-invalid={(!!shell.error && index === 0) || undefined}
              onChange={(event) => update(entries.map((item, i) => (i === index ? event.target.value : item)))}
              onBlur={field.onBlur}
            />
            <IconButton
              aria-label={t("removeValue")}
              variant="ghost"
              disabled={locked || (entries.length === 1 && entry === "")}
              onClick={() => update(removeEntry(entries, index))}
            >
              <MinusIcon />
            </IconButton>
          </HStack>
        ))}
        <Button
          alignSelf="start"
          variant="ghost"
          size="sm"
          disabled={locked || !canAddEntry(entries)}
          onClick={() => setEntries([...entries, ""])}
        >
          <PlusIcon />
          {t("addValue")}
        </Button>
      </Stack>
    </FieldsetShell>
  );
}
