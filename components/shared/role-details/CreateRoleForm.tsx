"use client";

import { Box } from "@chakra-ui/react";
import type RoleRepresentation from "@keycloak/keycloak-admin-client/lib/defs/roleRepresentation.js";
import { useTranslations } from "next-intl";
import { EditForm, FormActions, TextAreaField, TextField, useEditForm } from "@/components/kit/form";
import { PageHeader } from "@/components/kit/screen/PageHeader";
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
  const edit = useEditForm({
    data: EMPTY_ROLE,
    toValues: (empty: NewRoleValues) => empty,
    schema: () => newRoleSchema({ required: t("required"), surroundingSpaces: t("roleNameSurroundingSpaces") }),
    save: create,
    // a role of that name exists already: that is the name's problem
    conflict: { field: "name" },
    errorKey: "roleCreateError",
    onSaved: onCreated,
  });

  return (
    <Box>
      <PageHeader title={t("createRole")} />
      <EditForm edit={edit} label={t("createRole")} layout={{ gap: "5", maxW: "2xl", px: "6", py: "6" }}>
        <TextField name="name" label={t("roleName")} required />
        <TextAreaField name="description" label={t("description")} rows={3} />
        <FormActions submitLabel={t("create")} onCancel={onCancel} allowNonDirty />
      </EditForm>
    </Box>
  );
}
