"use client";

import { useMemo } from "react";
import type RoleRepresentation from "@keycloak/keycloak-admin-client/lib/defs/roleRepresentation.js";
import { useTranslations } from "next-intl";
import { AttributesForm } from "@/components/kit/form/AttributesForm";
import { useUpdateRole, type RoleContainer } from "@/lib/queries/roleDetails";
import { toAttributesValues, withAttributes } from "./roleForms";

export type RoleAttributesTabProps = {
  realm: string;
  container: RoleContainer;
  role: RoleRepresentation;
  readOnly: boolean;
};

/** The role's attributes, one row per value (a repeated key holds several values). */
export function RoleAttributesTab({ realm, container, role, readOnly }: RoleAttributesTabProps) {
  const t = useTranslations();
  const updateRole = useUpdateRole(realm, role.id ?? "", container);
  const attributes = useMemo(() => toAttributesValues(role).attributes, [role]);

  return (
    <AttributesForm
      attributes={attributes}
      label={t("roleAttributes")}
      readOnly={readOnly}
      onSave={(rows) => updateRole.mutateAsync(withAttributes(role, { attributes: rows }))}
      errorKey="roleSaveError"
    />
  );
}
