"use client";

import type { UserProfileAttributeMetadata } from "@keycloak/keycloak-admin-client/lib/defs/userProfileMetadata.js";
import type { Control, FieldPath } from "react-hook-form";
import { useTranslations } from "next-intl";
import { serverText } from "@/lib/i18n/serverText";
import { DynamicField } from "@/components/kit/form/DynamicField";
import { EMAIL_PATTERN } from "@/lib/form/emailPattern";
import { userProfileFieldName, type UserFormValues } from "@/lib/form/userProfile";
import { lengthRule } from "./attributeRules";
import { annotation, attributeInputType, attributeOptions } from "./userProfileLayout";

export type UserProfileAttributeFieldProps = {
  attribute: UserProfileAttributeMetadata;
  control: Control<UserFormValues>;
};

/** One user-profile attribute as the field its annotations and validators describe. */
export function UserProfileAttributeField({ attribute, control }: UserProfileAttributeFieldProps) {
  const t = useTranslations();
  const translate = (text: string | undefined) => serverText(text, t);
  const inputType = attributeInputType(attribute);
  const optionLabels = (attribute.annotations?.inputOptionLabels ?? {}) as Record<string, string>;
  const options = attributeOptions(attribute).map((option) => ({
    value: option,
    label: translate(optionLabels[option]) ?? option,
  }));
  const numberOrUndefined = (key: string) => {
    const value = Number(annotation(attribute, key));
    return Number.isFinite(value) && value > 0 ? value : undefined;
  };
  const isEmail = attribute.name === "email" || inputType === "html5-email";
  // an empty display name names nothing: the attribute's name stands in
  const label = translate(attribute.displayName) || (attribute.name ?? "");
  // a multivalued attribute's values are checked one by one on the server
  const length = attribute.multivalued ? undefined : lengthRule(attribute, label, t);

  return (
    <DynamicField<UserFormValues>
      control={control}
      name={userProfileFieldName(attribute.name) as FieldPath<UserFormValues>}
      inputType={inputType}
      label={label}
      required={attribute.required}
      readOnly={attribute.readOnly}
      placeholder={translate(annotation(attribute, "inputTypePlaceholder"))}
      helperTextBefore={translate(annotation(attribute, "inputHelperTextBefore"))}
      rows={numberOrUndefined("inputTypeRows")}
      cols={numberOrUndefined("inputTypeCols")}
      options={options}
      rules={{
        ...(isEmail ? { pattern: { value: EMAIL_PATTERN, message: t("invalidEmailMessage") } } : {}),
        ...(length ? { validate: { length } } : {}),
      }}
    />
  );
}
