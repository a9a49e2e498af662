"use client";

import { useTranslations } from "next-intl";
import { useWatch, type UseFormReturn } from "react-hook-form";
import { SearchSelectField, SwitchField, TextField } from "@/components/kit/form";
import type { PermissionValues } from "@/lib/authorization/permissionForm";
import type { PermissionType } from "@/lib/authorization/policyTypes";
import { scopePicker, serverPicker } from "../shared/serverPicker";

export type PermissionTargetFieldsProps = {
  realm: string;
  clientId: string;
  type: PermissionType;
  form: UseFormReturn<PermissionValues>;
  readOnly: boolean;
};

/**
 * What a permission protects. Resource-based: every resource of a type, or chosen resources. Scope-based: scopes,
 * optionally of one resource, whose own scopes are then the only choices. Each is searched on the server.
 */
export function PermissionTargetFields({ realm, clientId, type, form, readOnly }: PermissionTargetFieldsProps) {
  const t = useTranslations();
  const { control } = form;
  const [byType, chosen] = useWatch({ control, name: ["applyToResourceType", "resource"] });
  const resources = serverPicker(realm, clientId, "resources");

  if (type === "resource")
    return (
      <>
        <SwitchField
          control={control}
          name="applyToResourceType"
          label={t("applyToResourceTypeFlag")}
          help={t("applyToResourceTypeFlagHelp")}
          readOnly={readOnly}
        />
        {byType ? (
          <TextField control={control} name="resourceType" label={t("resourceType")} required readOnly={readOnly} />
        ) : (
          <SearchSelectField
            control={control}
            name="resources"
            label={t("resources")}
            help={t("permissionResourcesHelp")}
            required
            multiple
            readOnly={readOnly}
            {...resources}
          />
        )}
      </>
    );

  return (
    <>
      <SearchSelectField
        control={control}
        name="resource"
        label={t("resource")}
        help={t("permissionResourceHelp")}
        placeholder={t("anyResource")}
        readOnly={readOnly}
        {...resources}
      />
      <SearchSelectField
        // another resource offers other scopes: a new search, not the last resource's matches
        key={chosen}
        control={control}
        name="scopes"
        label={t("authorizationScopes")}
        help={t("permissionScopesHelp")}
        required
        multiple
        readOnly={readOnly}
        {...scopePicker(realm, clientId, chosen || undefined)}
      />
    </>
  );
}
