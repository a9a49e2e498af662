"use client";

import { Button, Stack } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import type { Control, FieldValues } from "react-hook-form";
import { Can, FormSubmitButton } from "@/components/kit/form";

type ProfileEntryActionsProps<T extends FieldValues> = {
  control: Control<T>;
  /** The name of the entry edited; undefined when creating one. */
  editing: string | undefined;
  onCancel(): void;
};

/** Create (or Save, for a stored entry) for admins who may change the profile, and Cancel back to the list. */
export function ProfileEntryActions<T extends FieldValues>({
  control,
  editing,
  onCancel,
}: ProfileEntryActionsProps<T>) {
  const t = useTranslations();
  return (
    <Stack direction="row" gap="3">
      <Can>
        <FormSubmitButton control={control} allowNonDirty={!editing}>
          {editing ? t("save") : t("create")}
        </FormSubmitButton>
      </Can>
      <Button variant="ghost" onClick={onCancel}>
        {t("cancel")}
      </Button>
    </Stack>
  );
}
