"use client";

import { Heading, Separator, Stack } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import { useWatch, type Control } from "react-hook-form";
import {
  MultiSelectField,
  RadioGroupField,
  SelectField,
  SwitchField,
  TextField,
  useReadOnly,
} from "@/components/kit/form";
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

  return (
    <Stack gap="5">
      <Heading as="h2" size="md">
        {t("generalSettings")}
      </Heading>
      <TextField
        control={control}
        name="name"
        label={t("attributeName")}
        help={t("upAttributeNameHelp")}
        required
        readOnly={readOnly || editing !== undefined}
      />
      <TextField
        control={control}
        name="displayName"
        label={t("attributeDisplayName")}
        help={t("attributeDisplayNameHelp")}
      />
      <SwitchField
        control={control}
        name="multivalued"
        label={t("multivalued")}
        help={t("multivaluedHelp")}
        onText={t("on")}
        offText={t("off")}
      />
      <TextField control={control} name="defaultValue" label={t("defaultValue")} help={t("defaultValueHelp")} />
      <SelectField
        control={control}
        name="group"
        label={t("attributeGroup")}
        help={t("attributeGroupHelp")}
        placeholder={t("none")}
        options={groups}
      />
      {editing !== "username" && editing !== "email" && (
        <>
          <Separator />
          <RadioGroupField
            control={control}
            name="enabledWhen"
            label={t("enabledWhen")}
            help={t("enabledWhenTooltip")}
            options={whenOptions}
          />
          {enabledWhen === "scopes" && (
            <MultiSelectField control={control} name="selectorScopes" label={t("selectorScopes")} options={scopes} />
          )}
        </>
      )}
      {editing !== "username" && (
        <>
          <Separator />
          <SwitchField
            control={control}
            name="required"
            label={t("required")}
            help={t("requiredHelp")}
            onText={t("on")}
            offText={t("off")}
          />
          {required && (
            <>
              <RadioGroupField
                control={control}
                name="requiredFor"
                label={t("requiredFor")}
                options={[
                  { value: "both", label: t("requiredForBoth") },
                  { value: "users", label: t("requiredForUsers") },
                  { value: "admins", label: t("requiredForAdmins") },
                ]}
              />
              <RadioGroupField
                control={control}
                name="requiredWhen"
                label={t("requiredWhen")}
                help={t("requiredWhenTooltip")}
                options={whenOptions}
              />
              {requiredWhen === "scopes" && (
                <MultiSelectField
                  control={control}
                  name="requiredScopes"
                  label={t("requiredScopes")}
                  options={scopes}
                />
              )}
            </>
          )}
        </>
      )}
    </Stack>
  );
}
