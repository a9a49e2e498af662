"use client";

import { useTranslations } from "next-intl";
import { EditForm, FormActions, TextAreaField, useEditForm } from "@/components/kit/form";
import { z } from "@/lib/form/zod";

type JsonEditorProps = {
  /** The realm's profiles or policies as loaded. */
  value: unknown[];
  label: string;
  /** Saves the parsed list; rejects when the server refused it (its message is the mutation's alert). */
  onSave(items: unknown[]): Promise<unknown>;
};

type JsonValues = { json: string };

const asText = (value: unknown) => JSON.stringify(value, null, 2);

const parsesToList = (text: string) => {
  try {
    return Array.isArray(JSON.parse(text));
  } catch {
    return false;
  }
};

/** The realm's profiles or policies as JSON text; Save checks the text is a JSON list before the server sees it. */
export function JsonEditor({ value, label, onSave }: JsonEditorProps) {
  const t = useTranslations();
  const edit = useEditForm({
    data: value,
    toValues: (list: unknown[]): JsonValues => ({ json: asText(list) }),
    schema: () =>
      z.object({
        // laid out as it loads, so that the saved text stays as the server will send it back
        json: z
          .string()
          .refine(parsesToList, t("invalidJsonList"))
          .transform((text) => asText(JSON.parse(text))),
      }),
    save: ({ json }: JsonValues) => onSave(JSON.parse(json) as unknown[]),
  });

  return (
    <EditForm edit={edit} label={label} layout={{ gap: "4" }}>
      <TextAreaField<JsonValues> name="json" label={label} rows={20} />
      <FormActions />
    </EditForm>
  );
}
