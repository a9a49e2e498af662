"use client";

import { useEffect } from "react";
import { Box, Button, Stack } from "@chakra-ui/react";
import type ComponentRepresentation from "@keycloak/keycloak-admin-client/lib/defs/componentRepresentation.js";
import { useNavigate } from "@tanstack/react-router";
import { useTranslations } from "next-intl";
import { FormProvider } from "react-hook-form";
import { DynamicConfigFields } from "@/components/shared/dynamic-config";
import { FormActions } from "@/components/kit/form";
import { UnsavedChangesDialog } from "@/components/kit/form/UnsavedChangesDialog";
import { useUnsavedChangesBlocker } from "@/components/kit/form/useUnsavedChangesBlocker";
import { saveKeepingEdits } from "@/components/kit/form/saveKeepingEdits";
import { PageHeader } from "@/components/kit/screen/PageHeader";
import { useConfirmDelete } from "@/components/kit/screen/useConfirmDelete";
import { configErrorFieldName } from "@/lib/dynamic-config/configValues";
import { applyServerErrors } from "@/lib/errors";
import { useCreatePageComponent, useDeletePageComponent, useUpdatePageComponent } from "@/lib/queries/components";
import { fromPageItemValues, toPageItemValues, type PageItemValues } from "./pageItemForm";
import { usePageItemForm } from "./usePageItemForm";
import { configValue, type PageProvider } from "./usePageProvider";

type PageItemFormProps = {
  realm: string;
  /** The realm's id, the parent of a new item. */
  realmId: string;
  provider: PageProvider;
  /** The stored item; none for a new one. */
  stored?: ComponentRepresentation;
  readOnly: boolean;
};

/**
 * A page item's settings from its provider's properties: a new item (Save and Cancel) or a stored one (Save, Revert
 * and Delete), read-only for admins who may only view.
 */
export function PageItemForm({ realm, realmId, provider, stored, readOnly }: PageItemFormProps) {
  const t = useTranslations();
  const navigate = useNavigate();
  const form = usePageItemForm(provider.properties, stored);
  const create = useCreatePageComponent(realm);
  const update = useUpdatePageComponent(realm, stored?.id ?? "");
  const remove = useDeletePageComponent(realm);
  // read while rendering: react-hook-form tracks only the form state a render has read
  const { isDirty, isSubmitSuccessful } = form.formState;
  const blocker = useUnsavedChangesBlocker(() => isDirty && !isSubmitSuccessful);
  const toList = () =>
    void navigate({ to: "/$realm/page-section/$providerId", params: { realm, providerId: provider.id } });
  const [askDelete, deleteDialog] = useConfirmDelete<ComponentRepresentation>({
    titleKey: "itemDeleteConfirmTitle",
    messageKey: "itemDeleteConfirm",
    onDelete: remove.mutateAsync,
    onDeleted: () => {
      blocker.allowNext();
      toList();
    },
  });

  // reloaded data becomes the new baseline unless the user is editing
  useEffect(() => {
    if (stored && !form.formState.isDirty) form.reset(toPageItemValues(provider.properties, stored));
  }, [stored, provider.properties, form]);

  const save = async (values: PageItemValues) => {
    const component = fromPageItemValues(provider.properties, provider.id, realmId, values, stored);
    try {
      if (stored) {
        await saveKeepingEdits(form, values, () => update.mutateAsync(component));
        return;
      }
      const { id } = await create.mutateAsync(component);
      blocker.allowNext();
      void navigate({ to: "/$realm/page-section/$providerId/$id", params: { realm, providerId: provider.id, id } });
    } catch (error) {
      // the mutation's alert shows the server's message; field errors also go on their fields
      applyServerErrors(error, form.setError, t, configErrorFieldName(provider.properties, "config"));
    }
  };

  const title = stored ? configValue(stored.config, provider.displayFields[0] ?? "") || provider.id : t("createItem");
  return (
    <Box>
      {deleteDialog}
      <PageHeader
        title={title}
        subtitle={provider.id}
        actions={
          stored &&
          !readOnly && (
            <Button variant="outline" colorPalette="red" onClick={() => askDelete(stored)}>
              {t("delete")}
            </Button>
          )
        }
      />
      <FormProvider {...form}>
        <form onSubmit={form.handleSubmit(save)} noValidate aria-label={t("itemDetails")}>
          <UnsavedChangesDialog open={blocker.blocked} onLeave={blocker.leave} onStay={blocker.stay} />
          <Stack gap="5" maxW="2xl" px="6" py="6">
            <DynamicConfigFields<PageItemValues> properties={provider.properties} realm={realm} readOnly={readOnly} />
            {!readOnly && (
              <FormActions
                form={form}
                secondary={
                  stored ? undefined : (
                    <Button variant="ghost" onClick={toList}>
                      {t("cancel")}
                    </Button>
                  )
                }
              />
            )}
          </Stack>
        </form>
      </FormProvider>
    </Box>
  );
}
