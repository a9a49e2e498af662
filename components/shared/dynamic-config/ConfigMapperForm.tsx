"use client";

import type { ReactNode } from "react";
import { useTranslations } from "next-intl";
import type { FieldValues, Path } from "react-hook-form";
import { EditForm, FormActions, TextField, useEditForm } from "@/components/kit/form";
import type { ConfigProperty } from "@/lib/dynamic-config/configProperty";
import type { ConfigSchemaMessages } from "@/lib/dynamic-config/configSchema";
import { configErrorFieldName } from "@/lib/dynamic-config/configValues";
import type { z } from "@/lib/form/zod";
import { DynamicConfigFields } from "./DynamicConfigFields";

type MapperValues = FieldValues & { name: string };

export type ConfigMapperFormProps<M, T extends MapperValues> = {
  realm: string;
  /** The type's configuration properties, the form's `config`. */
  properties: readonly ConfigProperty[];
  /** The stored mapper; none for a new one. */
  mapper: M | undefined;
  toValues(mapper: M | undefined): T;
  schema(messages: ConfigSchemaMessages): z.ZodType;
  save(values: T): Promise<unknown>;
  readOnly?: boolean;
  /** Back to the list: after adding a new mapper, and on cancel. */
  onDone(): void;
  /** Above the name: the mapper's type, or the chooser of a new one's. */
  typeField?: ReactNode;
  /** Between the name and the type's settings: fields every mapper of the kind has. */
  children?: ReactNode;
};

/**
 * A mapper (a protocol mapper, an identity provider's mapper): its name, fixed once stored, and its type's settings
 * on the dynamic configuration form; a name taken shows on the name, a setting the server refuses on its field.
 */
export function ConfigMapperForm<M, T extends MapperValues>(props: ConfigMapperFormProps<M, T>) {
  const { realm, properties, mapper, toValues, schema, save, readOnly, onDone, typeField, children } = props;
  const t = useTranslations();
  const stored = mapper !== undefined;
  const edit = useEditForm({
    data: mapper,
    toValues,
    schema: () => schema({ required: t("required"), tooSmall: (min) => t("valueTooSmall", { min }) }),
    save,
    readOnly,
    conflict: { field: "name" as Path<T> },
    serverField: configErrorFieldName(properties, "config"),
    errorKey: stored ? "mappingUpdatedError" : "mappingCreatedError",
    onSaved: stored ? undefined : onDone,
  });
  return (
    <EditForm edit={edit} label={t("mappingDetails")} layout={{ gap: "5", maxW: "2xl", px: "6", py: "6" }}>
      {typeField}
      <TextField<MapperValues> name="name" label={t("name")} help={t("mapperNameHelp")} required readOnly={stored} />
      {children}
      <DynamicConfigFields<T> properties={properties} realm={realm} />
      <FormActions submitLabel={stored ? t("save") : t("add")} onCancel={onDone} allowNonDirty={!stored} />
    </EditForm>
  );
}
