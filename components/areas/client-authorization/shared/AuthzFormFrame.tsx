"use client";

import type { ReactNode } from "react";
import { Box, Button, Stack } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import { FormActions } from "@/components/kit/form";
import { UnsavedChangesDialog } from "@/components/kit/form/UnsavedChangesDialog";
import { PageHeader } from "@/components/kit/screen/PageHeader";

type Blocker = { blocked: boolean; leave(): void; stay(): void };

export type AuthzFormFrameProps<T extends FieldValues> = {
  title: string;
  subtitle?: string;
  form: UseFormReturn<T>;
  blocker: Blocker;
  readOnly: boolean;
  isNew: boolean;
  onSubmit(values: T): Promise<void>;
  onCancel(): void;
  /** Header actions beside the title (delete). */
  actions?: ReactNode;
  children: ReactNode;
};

/** The page every authorization form sits on: header, the unsaved-changes guard, the fields and the buttons. */
export function AuthzFormFrame<T extends FieldValues>(props: AuthzFormFrameProps<T>) {
  const { title, subtitle, form, blocker, readOnly, isNew, onSubmit, onCancel, actions, children } = props;
  const t = useTranslations();
  return (
    <Box>
      <PageHeader title={title} subtitle={subtitle} actions={actions} />
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate aria-label={title}>
        <UnsavedChangesDialog open={blocker.blocked} onLeave={blocker.leave} onStay={blocker.stay} />
        <Stack gap="6" px="6" py="6" maxW="3xl">
          {children}
          {readOnly ? (
            <Box>
              <Button variant="outline" onClick={onCancel}>
                {t("back")}
              </Button>
            </Box>
          ) : (
            <FormActions
              form={form}
              submitLabel={isNew ? t("create") : t("save")}
              secondary={
                <Button variant="ghost" onClick={onCancel}>
                  {t("cancel")}
                </Button>
              }
            />
          )}
        </Stack>
      </form>
    </Box>
  );
}
