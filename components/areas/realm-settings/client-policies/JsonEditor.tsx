"use client";

import { Stack } from "@chakra-ui/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { FormActions, TextAreaField, useReadOnly } from "@/components/kit/form";
import { UnsavedChangesDialog } from "@/components/kit/form/UnsavedChangesDialog";
import { useUnsavedChangesBlocker } from "@/components/kit/form/useUnsavedChangesBlocker";
import { z } from "@/lib/form/zod";

type JsonEditorProps = {
  /** The realm's profiles or policies as loaded. */
  value: unknown[];
  label: string;
  /** Saves the parsed list; rejects when the server refused it (its message is the mutation's alert). */
  onSave(items: unknown[]): Promise<unknown>;
};

type JsonValues = { json: string };

const parsesToList = (text: string) => {
  try {
    return Array.isArray(JSON.parse(text));
  } catch {
    return false;
  }
};

/** The realm's profiles or policies as JSON text; Save checks the text is a JSON list before the server sees it. */
export function JsonEditor({ value, label, onSave }: JsonEditorProps) {
  const readOnly = useReadOnly();
  const t = useTranslations();
  const text = JSON.stringify(value, null, 2);
  const [schema] = useState(() => z.object({ json: z.string().refine(parsesToList, t("invalidJsonList")) }));
  const form = useForm<JsonValues>({ defaultValues: { json: text }, resolver: zodResolver(schema), mode: "onChange" });
  const blocker = useUnsavedChangesBlocker(() => form.formState.isDirty);

  // the reloaded list becomes the new baseline unless the user is typing
  useEffect(() => {
    if (!form.formState.isDirty) form.reset({ json: text });
  }, [text, form]);

  const save = async ({ json }: JsonValues) => {
    try {
      await onSave(JSON.parse(json) as unknown[]);
      form.reset({ json: JSON.stringify(JSON.parse(json), null, 2) });
    } catch {
      // the mutation's alert shows the server's message; the text stays as typed
    }
  };

  return (
    <form onSubmit={form.handleSubmit(save)} noValidate aria-label={label}>
      <UnsavedChangesDialog open={blocker.blocked} onLeave={blocker.leave} onStay={blocker.stay} />
      <Stack gap="4">
        <TextAreaField<JsonValues> control={form.control} name="json" label={label} rows={20} />
        {!readOnly && <FormActions form={form} />}
      </Stack>
    </form>
  );
}
