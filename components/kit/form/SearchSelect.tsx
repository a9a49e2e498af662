"use client";

import { useEffect, useEffectEvent, useMemo, useState, type Ref } from "react";
import { Combobox, Tag, Wrap, createListCollection, useComboboxContext } from "@chakra-ui/react";
import type { UseQueryResult } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { ComboboxOptions } from "./ComboboxOptions";
import { QueryError } from "@/components/kit/ui/QueryError";
import { useDebouncedValue } from "./useDebouncedValue";
import { useFieldTexts } from "./useFieldTexts";

/** How long typing must pause before the server is asked. */
export const SEARCH_DEBOUNCE_MS = 300;

type SingleValue<T> = { multiple?: false; value: T | undefined; onChange(value: T | undefined): void };
type MultipleValue<T> = { multiple: true; value: readonly T[]; onChange(value: T[]): void };

export type SearchSelectProps<T> = (SingleValue<T> | MultipleValue<T>) & {
  /** The matches of what is typed, searched on the server. */
  useMatches(search: string): UseQueryResult<T[]>;
  idOf(item: T): string;
  /** What the input (one object) or the chip (several) shows once the item is chosen. */
  labelOf(item: T): string;
  /** What the option shows beside the label (an email). */
  detailOf?(item: T): string | undefined;
  label: string;
  placeholder: string;
  readOnly?: boolean;
  invalid?: boolean;
  onBlur?(): void;
  inputRef?: Ref<HTMLInputElement>;
};

/**
 * The combobox fills a single value's input from the chosen item when the value changes, not when the item's name
 * does: the name of an id the form was loaded with arrives later, and is put in the input here.
 */
function ChosenNameSync({ name }: { name: string }) {
  const combobox = useComboboxContext();
  const sync = useEffectEvent(() => combobox.syncSelectedItems());
  useEffect(() => sync(), [name]);
  return null;
}

/**
 * A typeahead over many objects (users, clients, roles, groups): what is typed is searched on the server once the
 * typing pauses, one object or several are chosen. Chosen objects stay items whatever the search, so they show by
 * name even when the current page of matches does not hold them.
 */
export function SearchSelect<T>(props: SearchSelectProps<T>) {
  const { useMatches, idOf, labelOf, detailOf, label, placeholder, readOnly, invalid, onBlur, inputRef } = props;
  const t = useTranslations();
  const fieldTexts = useFieldTexts();
  const [search, setSearch] = useState("");
  const matches = useMatches(useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS));
  const chosen = useMemo<readonly T[]>(
    () => (props.multiple ? props.value : props.value === undefined ? [] : [props.value]),
    [props.multiple, props.value],
  );
  const collection = useMemo(() => {
    const found = matches.data ?? [];
    const missing = chosen.filter((item) => !found.some((match) => idOf(match) === idOf(item)));
    return createListCollection<T>({ items: [...missing, ...found], itemToString: labelOf, itemToValue: idOf });
  }, [matches.data, chosen, idOf, labelOf]);
  const choose = (items: T[]) => (props.multiple ? props.onChange(items) : props.onChange(items[0]));

  return (
    <>
      {props.multiple && chosen.length > 0 && (
        <Wrap gap="1" mb="1">
          {chosen.map((item) => (
            <Tag.Root key={idOf(item)} size="md">
              <Tag.Label>{labelOf(item)}</Tag.Label>
              {!readOnly && (
                <Tag.EndElement>
                  <Tag.CloseTrigger
                    aria-label={t("removeItem", { item: labelOf(item) })}
                    onClick={() => choose(chosen.filter((other) => idOf(other) !== idOf(item)))}
                  />
                </Tag.EndElement>
              )}
            </Tag.Root>
          ))}
        </Wrap>
      )}
      <Combobox.Root
        collection={collection}
        value={chosen.map(idOf)}
        multiple={props.multiple}
        readOnly={readOnly}
        invalid={invalid}
        openOnClick
        selectionBehavior={props.multiple ? "clear" : "replace"}
        onInputValueChange={({ inputValue, reason }) => {
          if (reason === "input-change") setSearch(inputValue);
        }}
        onOpenChange={({ open }) => {
          if (!open && props.multiple) setSearch("");
        }}
        onValueChange={({ items }) => choose(items)}
      >
        {!props.multiple && <ChosenNameSync name={chosen.map(labelOf).join()} />}
        <Combobox.Control>
          <Combobox.Input {...fieldTexts} placeholder={placeholder} aria-label={label} onBlur={onBlur} ref={inputRef} />
          <Combobox.IndicatorGroup>
            {!props.multiple && !readOnly && <Combobox.ClearTrigger />}
            <Combobox.Trigger />
          </Combobox.IndicatorGroup>
        </Combobox.Control>
        <ComboboxOptions
          items={collection.items}
          keyOf={idOf}
          textOf={(item) => {
            const detail = detailOf?.(item);
            return detail ? `${labelOf(item)} (${detail})` : labelOf(item);
          }}
          busy={matches.isFetching}
        />
      </Combobox.Root>
      {matches.isError && <QueryError query={matches} />}
    </>
  );
}
