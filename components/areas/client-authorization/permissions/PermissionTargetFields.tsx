"use client";

import { useTranslations } from "next-intl";
import { useFormContext, useWatch } from "react-hook-form";
import { SearchSelectField, SwitchField, TextField } from "@/components/kit/form";
import type { PermissionValues } from "@/lib/authorization/permissionForm";
import type { PermissionType } from "@/lib/authorization/policyTypes";
import { scopePicker, serverPicker } from "../shared/serverPicker";

export type PermissionTargetFieldsProps = {
  realm: string;
  clientId: string;
  type: PermissionType;
};

/**
 * What a permission protects. Resource-based: every resource of a type, or chosen resources. Scope-based: scopes,
 * optionally of one resource, whose own scopes are then the only choices. Each is searched on the server.
 */
export function PermissionTargetFields({ realm, clientId, type }: PermissionTargetFieldsProps) {
  const t = useTranslations();
  const { control } = useFormContext<PermissionValues>();
  const [byType, chosen] = useWatch({ control, name: ["applyToResourceType", "resource"] });
  const resources = serverPicker(realm, clientId, "resources");

  if (type === "resource")
    return (
      <>
        <SwitchField
          name="applyToResourceType"
          label={t("applyToResourceTypeFlag")}
          help={t("applyToResourceTypeFlagHelp")}
        />
        {byType ? (
          <TextField name="resourceType" label={t("resourceType")} required />
        ) : (
          <SearchSelectField
            name="resources"
            label={t("resources")}
            help={t("permissionResourcesHelp")}
            required
            multiple
            {...resources}
          />
        )}
      </>
    );

  return (
    <>
      <SearchSelectField
        name="resource"
        label={t("resource")}
        help={t("permissionResourceHelp")}
        placeholder={t("anyResource")}
        {...resources}
      />
      <SearchSelectField
        // another resource offers other scopes: a new search, not the last resource's matches
        key={chosen}
        name="scopes"
        label={t("authorizationScopes")}
        help={t("permissionScopesHelp")}
        required
        multiple
        {...scopePicker(realm, clientId, chosen || undefined)}
      />
    </>
  );
}
