"use client";

import { useTranslations } from "next-intl";
import { useWatch, type UseFormReturn } from "react-hook-form";
import { MultiSelectField, SelectField, SwitchField, TextField } from "@/components/form";
import type { PermissionValues } from "@/lib/authorization/permissionForm";
import type { PermissionType } from "@/lib/authorization/policyTypes";
import { useAuthzResource, useServerOptions } from "@/lib/queries/authorization";

export type PermissionTargetFieldsProps = {
  realm: string;
  clientId: string;
  type: PermissionType;
  form: UseFormReturn<PermissionValues>;
  readOnly: boolean;
};

/**
 * What a permission protects. Resource-based: every resource of a type, or chosen resources. Scope-based: scopes,
 * optionally of one resource, whose own scopes are then the only choices.
 */
export function PermissionTargetFields({ realm, clientId, type, form, readOnly }: PermissionTargetFieldsProps) {
  const t = useTranslations();
  const { control } = form;
  const [byType, chosen] = useWatch({ control, name: ["applyToResourceType", "resource"] });
  const resourceOptions = useServerOptions(realm, clientId, "resources");
  const scopeOptions = useServerOptions(realm, clientId, "scopes", type === "scope");
  const chosenResource = type === "scope" && chosen ? chosen : undefined;
  const resource = useAuthzResource(realm, clientId, chosenResource);

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
          <MultiSelectField
            control={control}
            name="resources"
            label={t("resources")}
            help={t("permissionResourcesHelp")}
            required
            readOnly={readOnly}
            options={resourceOptions.data ?? []}
          />
        )}
      </>
    );

  const scopesOfResource = (resource.data?.scopes ?? []).map((scope) => ({
    value: scope.id ?? "",
    label: scope.name ?? "",
  }));
  return (
    <>
      <SelectField
        control={control}
        name="resource"
        label={t("resource")}
        help={t("permissionResourceHelp")}
        readOnly={readOnly}
        options={[{ value: "", label: t("anyResource") }, ...(resourceOptions.data ?? [])]}
      />
      <MultiSelectField
        control={control}
        name="scopes"
        label={t("authorizationScopes")}
        help={t("permissionScopesHelp")}
        required
        readOnly={readOnly}
        options={chosenResource ? scopesOfResource : (scopeOptions.data ?? [])}
      />
    </>
  );
}
