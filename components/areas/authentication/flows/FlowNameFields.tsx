"use client";

import type { Control, FieldPath } from "react-hook-form";
import { useTranslations } from "next-intl";
import { TextAreaField, TextField } from "@/components/kit/form";
import type { FlowNameValues } from "./flowForm";

/** A flow's name and description, as the create and duplicate forms ask for them. */
export function FlowNameFields<T extends FlowNameValues>({
  control,
  readOnly,
}: {
  control: Control<T>;
  readOnly?: boolean;
}) {
  const t = useTranslations();
  return (
    <>
      <TextField<T>
        control={control}
        name={"alias" as FieldPath<T>}
        readOnly={readOnly}
        label={t("name")}
        help={t("flowNameHelp")}
        required
      />
      <TextAreaField<T>
        control={control}
        name={"description" as FieldPath<T>}
        readOnly={readOnly}
        label={t("description")}
        help={t("flowDescriptionHelp")}
        rows={3}
      />
    </>
  );
}
