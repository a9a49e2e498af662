"use client";

import { useMemo } from "react";
import type OrganizationRepresentation from "@keycloak/keycloak-admin-client/lib/defs/organizationRepresentation.js";
import { useTranslations } from "next-intl";
import { AttributesForm } from "@/components/kit/form/AttributesForm";
import { keyValueToMultiMap, mapToKeyValue } from "@/lib/form/keyValue";
import { useUpdateOrganization } from "@/lib/queries/organizations";

export type OrganizationAttributesTabProps = {
  realm: string;
  organization: OrganizationRepresentation;
  readOnly: boolean;
};

/** The organization's attributes, saved with the whole organization as Keycloak takes them (one PUT). */
export function OrganizationAttributesTab({ realm, organization, readOnly }: OrganizationAttributesTabProps) {
  const t = useTranslations();
  const update = useUpdateOrganization(realm, organization.id ?? "");
  const attributes = useMemo(() => mapToKeyValue(organization.attributes), [organization]);

  // a failed save needs no errorKey: the mutation raised the alert
  return (
    <AttributesForm
      attributes={attributes}
      label={t("attributes")}
      readOnly={readOnly}
      onSave={(rows) => update.mutateAsync({ ...organization, attributes: keyValueToMultiMap(rows) })}
    />
  );
}
