/** The input types a user-profile attribute (or a dynamic field) may ask for. */
export const INPUT_TYPES = [
  "text",
  "textarea",
  "select",
  "select-radiobuttons",
  "multiselect",
  "multiselect-checkboxes",
  "html5-email",
  "html5-tel",
  "html5-url",
  "html5-number",
  "html5-range",
  "html5-datetime-local",
  "html5-date",
  "html5-month",
  "html5-time",
  "multi-input",
] as const;

export type InputType = (typeof INPUT_TYPES)[number];

/** The native <input type> behind each html5 kind. */
export type Html5InputType =
  "email" | "tel" | "url" | "number" | "range" | "datetime-local" | "date" | "month" | "time";

export function isInputType(value: unknown): value is InputType {
  return typeof value === "string" && (INPUT_TYPES as readonly string[]).includes(value);
}

/**
 * The permitted input type for a requested one. The html5 kinds are also accepted without their prefix
 * ("email" for "html5-email"); anything else becomes "text".
 */
export function resolveInputType(requested: string | undefined): InputType {
  if (isInputType(requested)) return requested;
  const prefixed = `html5-${requested ?? ""}`;
  return isInputType(prefixed) ? prefixed : "text";
}

export function html5Type(inputType: InputType): Html5InputType | undefined {
  return inputType.startsWith("html5-") ? (inputType.slice("html5-".length) as Html5InputType) : undefined;
}

/** Typeahead threshold: selects with this many options or more search as you type. */
export const TYPEAHEAD_THRESHOLD = 10;
