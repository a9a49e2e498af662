"use client";

import type RoleRepresentation from "@keycloak/keycloak-admin-client/lib/defs/roleRepresentation.js";
import { useTranslations } from "next-intl";
import { TextAreaField, TextField, FormActions, EditForm, useEditForm } from "@/components/kit/form";
import { useUpdateRole, type RoleContainer } from "@/lib/queries/roleDetails";
import { roleDetailsSchema, toDetailsValues, withDetails, type RoleDetailsValues } from "./roleForms";

export type RoleDetailsTabProps = {
  realm: string;
  container: RoleContainer;
  role: RoleRepresentation;
  readOnly: boolean;
};

/** The role's name (read-only) and description. */
export function RoleDetailsTab({ realm, container, role, readOnly }: RoleDetailsTabProps) {
  const t = useTranslations();
  const updateRole = useUpdateRole(realm, role.id ?? "", container);
  const edit = useEditForm({
    data: role,
    toValues: toDetailsValues,
    schema: roleDetailsSchema,
    readOnly,
    save: (values: RoleDetailsValues) => updateRole.mutateAsync(withDetails(role, values)),
    errorKey: "roleSaveError",
  });

  return (
    <EditForm edit={edit} label={t("details")} layout={{ gap: "5", maxW: "2xl", py: "6" }}>
      <TextField name="name" label={t("roleName")} readOnly />
      <TextAreaField name="description" label={t("description")} rows={3} />
      <FormActions />
    </EditForm>
  );
}
