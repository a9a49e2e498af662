"use client";

import { useEffect } from "react";
import { Button, HStack, Stack, Text } from "@chakra-ui/react";
import type { UserProfileMetadata } from "@keycloak/keycloak-admin-client/lib/defs/userProfileMetadata.js";
import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import { FormSubmitButton, KeyValueField } from "@/components/form";
import { UnsavedChangesDialog } from "@/components/realm-settings/UnsavedChangesDialog";
import { useUnsavedChangesBlocker } from "@/components/realm-settings/useUnsavedChangesBlocker";
import { useAlerts } from "@/lib/console-context";
import { keyValueToMultiMap, mapToKeyValue, type KeyValue } from "@/lib/form/keyValue";
import { explainError, useUpdateUser, type UserWithMetadata } from "@/lib/queries/user";
import { managedPart, unmanagedPart } from "./userFormValues";
import { userForUpdate } from "./userUpdate";

type AttributesValues = { unmanaged: KeyValue[] };

export type UserAttributesTabProps = {
  realm: string;
  user: UserWithMetadata;
  metadata: UserProfileMetadata | undefined;
  readOnly: boolean;
};

/** The attributes the user profile does not declare, one row per value (a repeated key holds several values). */
export function UserAttributesTab({ realm, user, metadata, readOnly }: UserAttributesTabProps) {
  const t = useTranslations();
  const { addError } = useAlerts();
  const updateUser = useUpdateUser(realm, user.id ?? "", { successKey: "userSaved" });
  const toValues = (): AttributesValues => ({ unmanaged: mapToKeyValue(unmanagedPart(user.attributes, metadata)) });
  const form = useForm<AttributesValues>({ defaultValues: toValues() });

  useEffect(() => {
    if (!form.formState.isDirty) form.reset({ unmanaged: mapToKeyValue(unmanagedPart(user.attributes, metadata)) });
  }, [user, metadata, form]);

  const blocker = useUnsavedChangesBlocker(() => form.formState.isDirty && !form.formState.isSubmitting);

  const save = async ({ unmanaged }: AttributesValues) => {
    try {
      const attributes = { ...managedPart(user.attributes, metadata), ...keyValueToMultiMap(unmanaged) };
      await updateUser.mutateAsync({ ...userForUpdate(user), attributes });
      form.reset({ unmanaged });
    } catch (error) {
      addError("userSaveError", explainError(error, t));
    }
  };

  return (
    <form onSubmit={form.handleSubmit(save)} noValidate aria-label={t("attributes")}>
      <UnsavedChangesDialog open={blocker.blocked} onLeave={blocker.leave} onStay={blocker.stay} />
      <Stack gap="4" py="6" maxW="3xl">
        <Text color="fg.muted">{t("unmanagedAttributesHelp")}</Text>
        <KeyValueField<AttributesValues> control={form.control} name="unmanaged" label={t("attributes")} readOnly={readOnly} />
        {!readOnly && (
          <HStack gap="3">
            <FormSubmitButton control={form.control}>{t("save")}</FormSubmitButton>
            <Button variant="ghost" disabled={!form.formState.isDirty} onClick={() => form.reset()}>
              {t("revert")}
            </Button>
          </HStack>
        )}
      </Stack>
    </form>
  );
}
