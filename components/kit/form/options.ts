/** One choice of a select-like field: the stored value and its (translated) label. */
export type SelectOption = { value: string; label: string };

/** Options may be given as plain strings (value = label) or as value/label pairs. */
export type OptionsInput = readonly (string | SelectOption)[];

export function normalizeOptions(options: OptionsInput): SelectOption[] {
  return options.map((option) => (typeof option === "string" ? { value: option, label: option } : option));
}

/** The values a select-like form value holds: a list for multi fields, one string otherwise. */
export function toValueList(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  return value === undefined || value === null || value === "" ? [] : [String(value)];
}
