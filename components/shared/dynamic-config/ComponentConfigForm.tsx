"use client";

import type { ReactNode } from "react";
import { Box, Button } from "@chakra-ui/react";
import type ComponentRepresentation from "@keycloak/keycloak-admin-client/lib/defs/componentRepresentation.js";
import { useTranslations } from "next-intl";
import type { FieldValues } from "react-hook-form";
import { EditForm, FormActions, useEditForm } from "@/components/kit/form";
import { PageHeader } from "@/components/kit/screen/PageHeader";
import { useConfirmDelete, type ConfirmDeleteOptions } from "@/components/kit/screen/useConfirmDelete";
import { configErrorFieldName } from "@/lib/dynamic-config/configValues";
import { configSchemaMessages, type ComponentConfigEditOptions } from "./useComponentConfigEdit";

export type ComponentConfigFormProps<T extends FieldValues> = ComponentConfigEditOptions<T> & {
  /** The stored component; none for a new one. */
  stored?: ComponentRepresentation;
  /** Read-only as told, or as the form's access around says. */
  readOnly?: boolean;
  title: ReactNode;
  subtitle: string;
  /** The form's accessible name. */
  label: string;
  /** The confirmation and the removal of the stored component. */
  deletion: Omit<ConfirmDeleteOptions<ComponentRepresentation>, "onDeleted">;
  /** Back to the components' list: after a removal, and Cancel of a new one. */
  toList(): void;
  update(values: T): Promise<unknown>;
  /** Where new components may be made: writes one, then opens it by its new id. */
  create?: { write(values: T): Promise<{ id: string }>; open(id: string): void };
  /** The fields, inside the form's provider. */
  children: ReactNode;
};

/**
 * A component's settings page (a key provider, a registration policy, a page item) from its provider's properties:
 * a new one (Save and Cancel) or a stored one (Save, Revert and Delete), read-only for admins who may only view,
 * asking before unsaved changes are left behind.
 */
export function ComponentConfigForm<T extends FieldValues>({
  properties,
  stored,
  schema,
  toValues,
  readOnly,
  title,
  subtitle,
  label,
  deletion,
  toList,
  update,
  create,
  children,
}: ComponentConfigFormProps<T>) {
  const t = useTranslations();
  const edit = useEditForm({
    data: stored,
    toValues,
    schema: () => schema(properties, configSchemaMessages(t)),
    // a new component is opened by the id it was given
    save: async (values: T) => {
      if (stored || !create) {
        await update(values);
        return undefined;
      }
      return (await create.write(values)).id;
    },
    // the mutation's alert shows the server's message; field errors also go on their fields
    serverField: configErrorFieldName(properties, "config"),
    onSaved: (id) => id && create?.open(id),
    readOnly,
  });
  const [askDelete, deleteDialog] = useConfirmDelete<ComponentRepresentation>({
    ...deletion,
    onDeleted: () => {
      edit.blocker.allowNext();
      toList();
    },
  });

  return (
    <Box>
      {deleteDialog}
      <PageHeader
        title={title}
        subtitle={subtitle}
        actions={
          stored &&
          !edit.readOnly && (
            <Button variant="outline" colorPalette="red" onClick={() => askDelete(stored)}>
              {t("delete")}
            </Button>
          )
        }
      />
      <EditForm edit={edit} label={label} layout={{ gap: "5", maxW: "2xl", px: "6", py: "6" }}>
        {children}
        <FormActions onCancel={stored ? undefined : toList} allowNonDirty={!stored} />
      </EditForm>
    </Box>
  );
}
