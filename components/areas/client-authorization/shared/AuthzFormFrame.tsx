"use client";

import type { ReactNode } from "react";
import { Box, Button } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import type { FieldValues } from "react-hook-form";
import { EditForm, FormActions } from "@/components/kit/form";
import type { EditFormState } from "@/components/kit/form";
import { PageHeader } from "@/components/kit/screen/PageHeader";

export type AuthzFormFrameProps<T extends FieldValues> = {
  title: string;
  subtitle?: string;
  edit: EditFormState<T>;
  isNew: boolean;
  onCancel(): void;
  /** Header actions beside the title (delete). */
  actions?: ReactNode;
  children: ReactNode;
};

/** The page every authorization form sits on: header, the fields and the buttons (only Back when read-only). */
export function AuthzFormFrame<T extends FieldValues>(props: AuthzFormFrameProps<T>) {
  const { title, subtitle, edit, isNew, onCancel, actions, children } = props;
  const t = useTranslations();
  return (
    <Box>
      <PageHeader title={title} subtitle={subtitle} actions={actions} />
      <EditForm edit={edit} label={title} layout={{ px: "6", py: "6", maxW: "3xl" }}>
        {children}
        {edit.readOnly ? (
          <Box>
            <Button variant="outline" onClick={onCancel}>
              {t("back")}
            </Button>
          </Box>
        ) : (
          <FormActions submitLabel={isNew ? t("create") : t("save")} onCancel={onCancel} allowNonDirty={isNew} />
        )}
      </EditForm>
    </Box>
  );
}
