"use client";

import { useState } from "react";
import { Box, Button, HStack, Stack } from "@chakra-ui/react";
import { zodResolver } from "@hookform/resolvers/zod";
import type RoleRepresentation from "@keycloak/keycloak-admin-client/lib/defs/roleRepresentation.js";
import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import { FormSubmitButton, TextAreaField, TextField } from "@/components/kit/form";
import { UnsavedChangesDialog } from "@/components/kit/form/UnsavedChangesDialog";
import { useUnsavedChangesBlocker } from "@/components/kit/form/useUnsavedChangesBlocker";
import { PageHeader } from "@/components/kit/screen/PageHeader";
import { useAlerts } from "@/lib/console-context";
import { applyServerErrors, errorStatus, getErrorMessage } from "@/lib/errors";
import { EMPTY_ROLE, newRoleSchema, type NewRoleValues } from "./newRoleForm";

export type CreateRoleFormProps = {
  /** Creates the role and reads it back (for its id). */
  create(values: NewRoleValues): Promise<RoleRepresentation | undefined>;
  /** On to the new role (or its list when it could not be read back). */
  onCreated(role: RoleRepresentation | undefined): Promise<void>;
  onCancel(): void;
};

/** A new role's name and description, for the realm or a client; a name taken already shows on the name. */
export function CreateRoleForm({ create, onCreated, onCancel }: CreateRoleFormProps) {
  const t = useTranslations();
  const { addError } = useAlerts();
  // one resolver for the form's life: a new one on re-render would drop the validity it has worked out
  const [schema] = useState(() =>
    newRoleSchema({ required: t("required"), surroundingSpaces: t("roleNameSurroundingSpaces") }),
  );
  const form = useForm<NewRoleValues>({ defaultValues: EMPTY_ROLE, resolver: zodResolver(schema), mode: "onChange" });
  const blocker = useUnsavedChangesBlocker(() => form.formState.isDirty && !form.formState.isSubmitting);

  const save = async (values: NewRoleValues) => {
    try {
      const role = await create(values);
      blocker.allowNext();
      await onCreated(role);
    } catch (error) {
      // a role of that name exists already: that is the name's problem
      if (errorStatus(error) === 409) form.setError("name", { type: "server", message: getErrorMessage(error) });
      else if (!applyServerErrors(error, form.setError, t)) addError("roleCreateError", error);
    }
  };

  return (
    <Box>
      <UnsavedChangesDialog open={blocker.blocked} onLeave={blocker.leave} onStay={blocker.stay} />
      <PageHeader title={t("createRole")} />
      <form onSubmit={form.handleSubmit(save)} noValidate aria-label={t("createRole")}>
        <Stack gap="5" maxW="2xl" px="6" py="6">
          <TextField control={form.control} name="name" label={t("roleName")} required />
          <TextAreaField control={form.control} name="description" label={t("description")} rows={3} />
          <HStack gap="3">
            <FormSubmitButton control={form.control}>{t("create")}</FormSubmitButton>
            <Button variant="ghost" onClick={onCancel}>
              {t("cancel")}
            </Button>
          </HStack>
        </Stack>
      </form>
    </Box>
  );
}
