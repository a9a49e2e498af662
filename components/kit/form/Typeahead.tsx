"use client";

import { useMemo, useState, type Ref } from "react";
import { Combobox, Tag, Wrap, createListCollection } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import { ComboboxOptions } from "./ComboboxOptions";
import type { SelectOption } from "./options";
import { useFieldTexts } from "./useFieldTexts";

export type TypeaheadProps = {
  options: readonly SelectOption[];
  value: readonly string[];
  onChange(values: string[]): void;
  multiple?: boolean;
  name?: string;
  placeholder?: string;
  readOnly?: boolean;
  disabled?: boolean;
  invalid?: boolean;
  onBlur?(): void;
  inputRef?: Ref<HTMLInputElement>;
  /** Accessible name when no Field label names the input. */
  ariaLabel?: string;
  /** Typed text that is no option may be chosen as it is (a custom attribute name). */
  creatable?: boolean;
};

/** A searchable select (single or multi) over a list of options; used at and above the typeahead threshold. */
export function Typeahead({
  options,
  value,
  onChange,
  multiple,
  name,
  placeholder,
  readOnly,
  disabled,
  invalid,
  onBlur,
  inputRef,
  ariaLabel,
  creatable,
}: TypeaheadProps) {
  const t = useTranslations();
  const fieldTexts = useFieldTexts();
  const [query, setQuery] = useState("");
  const collection = useMemo(() => {
    const needle = query.trim().toLocaleLowerCase();
    const items = needle ? options.filter((option) => option.label.toLocaleLowerCase().includes(needle)) : options;
    const known = (text: string) => options.some((option) => option.value === text);
    const typed = query.trim();
    // what was typed, and chosen values that are no option, are items too, so that the input can show them
    const custom = creatable
      ? [...new Set([...(typed ? [typed] : []), ...value])]
          .filter((text) => !known(text))
          .map((text) => ({ value: text, label: text, typed: text === typed }))
      : [];
    return createListCollection<SelectOption & { typed?: boolean }>({
      items: [...custom, ...items],
      itemToString: (item) => item.label,
      itemToValue: (item) => item.value,
    });
  }, [options, query, creatable, value]);
  const labelOf = (item: string) => options.find((option) => option.value === item)?.label ?? item;
  // free text is chosen as it stands when the user moves on (Tab, a click elsewhere), as well as from the list: the
  // combobox would put back the last choice and drop what was typed
  const chooseTyped = () => {
    const typed = query.trim();
    if (!creatable || !typed) return;
    const chosen = options.find((option) => option.label === typed)?.value ?? typed;
    if (!value.includes(chosen)) onChange(multiple ? [...value, chosen] : [chosen]);
  };

  return (
    <>
      {multiple && value.length > 0 && (
        <Wrap gap="1" mb="1">
          {value.map((item) => (
            <Tag.Root key={item} size="md">
              <Tag.Label>{labelOf(item)}</Tag.Label>
              {!readOnly && !disabled && (
                <Tag.EndElement>
                  <Tag.CloseTrigger
                    aria-label={t("removeItem", { item: labelOf(item) })}
                    onClick={() => onChange(value.filter((v) => v !== item))}
                  />
                </Tag.EndElement>
              )}
            </Tag.Root>
          ))}
        </Wrap>
      )}
      <Combobox.Root
        collection={collection}
        value={[...value]}
        multiple={multiple}
        name={name}
        readOnly={readOnly}
        disabled={disabled}
        invalid={invalid}
        openOnClick
        selectionBehavior={multiple ? "clear" : "replace"}
        onInputValueChange={({ inputValue, reason }) => setQuery(reason === "input-change" ? inputValue : "")}
        onValueChange={({ value: next }) => onChange(next)}
        onOpenChange={({ open }) => {
          if (!open) setQuery("");
        }}
      >
        <Combobox.Control>
          <Combobox.Input
            {...fieldTexts}
            ref={inputRef}
            placeholder={placeholder ?? t("selectAnOption")}
            onBlur={() => {
              chooseTyped();
              onBlur?.();
            }}
            aria-label={ariaLabel}
          />
          <Combobox.IndicatorGroup>
            {!multiple && !readOnly && <Combobox.ClearTrigger />}
            <Combobox.Trigger />
          </Combobox.IndicatorGroup>
        </Combobox.Control>
        <ComboboxOptions
          items={collection.items}
          keyOf={(item) => item.value}
          textOf={(item) => ("typed" in item && item.typed ? t("useTypedValue", { value: item.label }) : item.label)}
        />
      </Combobox.Root>
    </>
  );
}
