"use client";

import { Heading, Separator, Stack } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import { useWatch, type Control } from "react-hook-form";
import { useReadOnly } from "@/components/kit/form";
import { FieldList, type FieldSpec } from "@/components/kit/form/FieldList";
import type { AttributeFormValues } from "./attributeForm";

type AttributeGeneralProps = {
  control: Control<AttributeFormValues>;
  /** The attribute edited; its name is then fixed. */
  editing: string | undefined;
  groups: readonly string[];
  scopes: readonly string[];
};

/** Keycloak's general settings of an attribute: name, display name, values, group, when enabled and required. */
export function AttributeGeneral({ control, editing, groups, scopes }: AttributeGeneralProps) {
  const readOnly = useReadOnly();
  const t = useTranslations();
  const [enabledWhen, required, requiredWhen] = useWatch({
    control,
    name: ["enabledWhen", "required", "requiredWhen"],
  });
  const whenOptions = [
    { value: "always", label: t("always") },
    { value: "scopes", label: t("scopesAsRequested") },
  ];

  const separator = (key: string): FieldSpec<AttributeFormValues> => ({ kind: "node", key, node: <Separator /> });
  const requiredFor = [
    { value: "both", label: t("requiredForBoth") },
    { value: "users", label: t("requiredForUsers") },
    { value: "admins", label: t("requiredForAdmins") },
  ];
  // username and email are always enabled, and the username always required
  const enabledShown = editing !== "username" && editing !== "email";
  const requiredShown = editing !== "username";

  return (
    <Stack gap="5">
      <Heading as="h2" size="md">
        {t("generalSettings")}
      </Heading>
      <FieldList<AttributeFormValues>
        control={control}
        fields={[
          {
            name: "name",
            label: "attributeName",
            help: "upAttributeNameHelp",
            required: true,
            readOnly: readOnly || editing !== undefined,
          },
          { name: "displayName", label: "attributeDisplayName", help: "attributeDisplayNameHelp" },
          { kind: "switch", name: "multivalued", label: "multivalued", help: "multivaluedHelp" },
          { name: "defaultValue", label: "defaultValue", help: "defaultValueHelp" },
          {
            kind: "select",
            name: "group",
            label: "attributeGroup",
            help: "attributeGroupHelp",
            placeholder: t("none"),
            options: groups,
          },
          enabledShown && separator("enabledSeparator"),
          enabledShown && {
            kind: "radio",
            name: "enabledWhen",
            label: "enabledWhen",
            help: "enabledWhenTooltip",
            options: whenOptions,
          },
          enabledShown &&
            enabledWhen === "scopes" && {
              kind: "multiselect",
              name: "selectorScopes",
              label: "selectorScopes",
              options: scopes,
            },
          requiredShown && separator("requiredSeparator"),
          requiredShown && { kind: "switch", name: "required", label: "required", help: "requiredHelp" },
          requiredShown &&
            required && { kind: "radio", name: "requiredFor", label: "requiredFor", options: requiredFor },
          requiredShown &&
            required && {
              kind: "radio",
              name: "requiredWhen",
              label: "requiredWhen",
              help: "requiredWhenTooltip",
              options: whenOptions,
            },
          requiredShown &&
            required &&
            requiredWhen === "scopes" && {
              kind: "multiselect",
              name: "requiredScopes",
              label: "requiredScopes",
              options: scopes,
            },
        ]}
      />
    </Stack>
  );
}
