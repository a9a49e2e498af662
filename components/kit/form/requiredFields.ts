import { get, set, type Field, type FieldValues, type Resolver, type ResolverResult } from "react-hook-form";

const isEmpty = (value: unknown) =>
  value === undefined || value === null || value === "" || (Array.isArray(value) && value.length === 0);

type RequiredRule = Field["_f"]["required"];

const isOn = (rule: RequiredRule) => (typeof rule === "object" ? rule.value : !!rule);
const messageOf = (rule: RequiredRule) => (typeof rule === "object" ? rule.message : rule) || undefined;

/**
 * The schema's resolver, refusing as well an empty field on screen that is marked required: once a form has a
 * resolver, react-hook-form leaves the fields' own rules out, so a field its schema does not know would show the
 * required marker and still be saved empty. A field the schema finds wrong keeps the schema's message.
 */
export function withRequiredFields<T extends FieldValues>(resolver: Resolver<T>): Resolver<T> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    const errors: Record<string, unknown> = { ...result.errors };
    let missing = false;
    for (const name of options.names ?? []) {
      const field = get(options.fields, name) as Field["_f"] | undefined;
      if (!field || !isOn(field.required) || field.disabled || get(errors, name)) continue;
      if (!isEmpty(get(values, name))) continue;
      set(errors, name, { type: "required", message: messageOf(field.required), ref: field.ref });
      missing = true;
    }
    return missing ? ({ values: {}, errors } as ResolverResult<T>) : result;
  };
}
