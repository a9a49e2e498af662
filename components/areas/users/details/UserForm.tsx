"use client";

import type { ReactNode } from "react";
import { Stack } from "@chakra-ui/react";
import type { UserProfileMetadata } from "@keycloak/keycloak-admin-client/lib/defs/userProfileMetadata.js";
import type { UseFormReturn } from "react-hook-form";
import { useTranslations } from "next-intl";
import { MultiSelectField, SwitchField } from "@/components/kit/form";
import { UserProfileForm } from "@/components/shared/user-profile/UserProfileForm";
import type { UserFormValues } from "@/lib/form/userProfile";
import { useEnabledRequiredActions } from "@/lib/queries/users";
import { readOnlyMetadata } from "./userFormValues";

export type UserFormProps = {
  realm: string;
  form: UseFormReturn<UserFormValues>;
  metadata: UserProfileMetadata;
  supportedLocales?: readonly string[];
  readOnly: boolean;
  /** Creating: read-only profile attributes are left out. */
  creating?: boolean;
  /** Shown above the profile (created date, federation link, lock notice). */
  header?: ReactNode;
  /** Shown below the required actions (the groups to join on create). */
  footer?: ReactNode;
};

/** The user's fields: required actions, email verified, then the realm's user-profile attributes. */
export function UserForm({
  realm,
  form,
  metadata,
  supportedLocales,
  readOnly,
  creating = false,
  header,
  footer,
}: UserFormProps) {
  const t = useTranslations();
  const requiredActions = useEnabledRequiredActions(realm);
  const actionOptions = (requiredActions.data ?? []).map((action) => ({
    value: action.alias ?? "",
    label: action.name ?? action.alias ?? "",
  }));

  return (
    <Stack gap="6">
      {header}
      <Stack gap="4" maxW="3xl">
        <MultiSelectField<UserFormValues>
          control={form.control}
          name="requiredActions"
          label={t("requiredUserActions")}
          help={t("requiredUserActionsHelp")}
          options={actionOptions}
          placeholder={t("requiredActionPlaceholder")}
          readOnly={readOnly}
        />
        <SwitchField<UserFormValues>
          control={form.control}
          name="emailVerified"
          label={t("emailVerified")}
          help={t("emailVerifiedHelp")}
          onText={t("yes")}
          offText={t("no")}
          readOnly={readOnly}
        />
        {footer}
      </Stack>
      <UserProfileForm
        form={form}
        metadata={readOnly ? readOnlyMetadata(metadata) : metadata}
        supportedLocales={supportedLocales}
        hideReadOnly={creating}
      />
    </Stack>
  );
}
