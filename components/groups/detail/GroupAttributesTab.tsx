"use client";

import { useEffect } from "react";
import { Button, HStack, Stack } from "@chakra-ui/react";
import type GroupRepresentation from "@keycloak/keycloak-admin-client/lib/defs/groupRepresentation.js";
import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import { FormSubmitButton, KeyValueField } from "@/components/form";
import { UnsavedChangesDialog } from "@/components/realm-settings/UnsavedChangesDialog";
import { useUnsavedChangesBlocker } from "@/components/realm-settings/useUnsavedChangesBlocker";
import { keyValueToMultiMap, mapToKeyValue, type KeyValue } from "@/lib/form/keyValue";
import { useUpdateGroupAttributes } from "@/lib/queries/groups";

type AttributesValues = { attributes: KeyValue[] };

export type GroupAttributesTabProps = { realm: string; group: GroupRepresentation; readOnly: boolean };

/** The group's attributes, one row per value (a repeated key holds several values); leaving with changes asks first. */
export function GroupAttributesTab({ realm, group, readOnly }: GroupAttributesTabProps) {
  const t = useTranslations();
  const update = useUpdateGroupAttributes(realm, group.id ?? "");
  const form = useForm<AttributesValues>({ defaultValues: { attributes: mapToKeyValue(group.attributes) } });

  useEffect(() => {
    if (!form.formState.isDirty) form.reset({ attributes: mapToKeyValue(group.attributes) });
  }, [group, form]);

  const blocker = useUnsavedChangesBlocker(() => form.formState.isDirty && !form.formState.isSubmitting);

  const save = async ({ attributes }: AttributesValues) => {
    try {
      await update.mutateAsync(keyValueToMultiMap(attributes));
      form.reset({ attributes });
    } catch {
      // the mutation raised the alert; the edits stay to try again
    }
  };

  return (
    <form onSubmit={form.handleSubmit(save)} noValidate aria-label={t("attributes")}>
      <UnsavedChangesDialog open={blocker.blocked} onLeave={blocker.leave} onStay={blocker.stay} />
      <Stack gap="4" py="6" maxW="3xl">
        <KeyValueField<AttributesValues> control={form.control} name="attributes" label={t("attributes")} readOnly={readOnly} />
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
