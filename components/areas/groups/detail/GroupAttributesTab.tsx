"use client";

import { useMemo } from "react";
import type GroupRepresentation from "@keycloak/keycloak-admin-client/lib/defs/groupRepresentation.js";
import { useTranslations } from "next-intl";
import { AttributesForm } from "@/components/kit/form/AttributesForm";
import { keyValueToMultiMap, mapToKeyValue } from "@/lib/form/keyValue";
import { useUpdateGroupAttributes } from "@/lib/queries/groups";

export type GroupAttributesTabProps = { realm: string; group: GroupRepresentation; readOnly: boolean };

/** The group's attributes, one row per value (a repeated key holds several values); leaving with changes asks first. */
export function GroupAttributesTab({ realm, group, readOnly }: GroupAttributesTabProps) {
  const t = useTranslations();
  const update = useUpdateGroupAttributes(realm, group.id ?? "");
  const attributes = useMemo(() => mapToKeyValue(group.attributes), [group]);

  // a failed save needs no errorKey: the mutation raised the alert
  return (
    <AttributesForm
      attributes={attributes}
      label={t("attributes")}
      readOnly={readOnly}
      onSave={(rows) => update.mutateAsync(keyValueToMultiMap(rows))}
    />
  );
}
