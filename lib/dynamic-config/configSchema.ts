import { z } from "@/lib/form/zod";
import { toFormKey } from "@/lib/form/dottedKeys";
import type { KeyValue } from "@/lib/form/keyValue";
import { configFieldKind, type ConfigFieldKind, type ConfigProperty } from "./configProperty";
import type { ConfigFormValue, ConfigFormValues } from "./configValues";

export type ConfigSchemaMessages = { required: string; tooSmall(min: number): string };

function isEmpty(kind: ConfigFieldKind, value: ConfigFormValue): boolean {
  switch (kind) {
    case "boolean":
      return false;
    case "number":
      return typeof value !== "number" || !Number.isFinite(value);
    case "map":
      return !Array.isArray(value) || !(value as KeyValue[]).some((row) => row.key !== "");
    case "multivaluedList":
    case "multivaluedString":
      return !Array.isArray(value) || !(value as string[]).some((entry) => entry !== "");
    default:
      return typeof value !== "string" || value.trim() === "";
  }
}

/**
 * The config object's validation for a form with a zod resolver (which ignores the fields' own rules):
 * required properties must hold a value, numbers respect their minimum. Issues land on the property's field.
 */
export function configValuesSchema(
  properties: readonly ConfigProperty[],
  messages: ConfigSchemaMessages,
): z.ZodType<ConfigFormValues> {
  return z.record(z.string(), z.any()).superRefine((values, ctx) => {
    for (const property of properties) {
      if (!property.name) continue;
      const key = toFormKey(property.name);
      const kind = configFieldKind(property);
      const value = values[key] as ConfigFormValue;
      if (property.required && isEmpty(kind, value)) {
        ctx.addIssue({ code: "custom", path: [key], message: messages.required });
      } else if (kind === "number" && property.min !== undefined && typeof value === "number" && value < property.min) {
        ctx.addIssue({ code: "custom", path: [key], message: messages.tooSmall(property.min) });
      }
    }
  });
}
