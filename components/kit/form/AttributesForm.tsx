"use client";

import { Text } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import type { KeyValue } from "@/lib/form/keyValue";
import { EditForm } from "./EditForm";
import { FormActions } from "./FormActions";
import { KeyValueField } from "./KeyValueField";
import { useEditForm } from "./useEditForm";

export type AttributesValues = { attributes: KeyValue[] };

export type AttributesFormProps = {
  /** The saved attributes as rows. The form resets to them when they change and it has no edits, so keep them memoized. */
  attributes: KeyValue[];
  label: string;
  description?: string;
  readOnly: boolean;
  /** Saves the rows; when it rejects, the edits stay to try again. */
  onSave: (attributes: KeyValue[]) => Promise<unknown>;
  /** Message key of the alert for a failed save; without it the save itself is expected to have raised the alert. */
  errorKey?: string;
};

const toValues = (attributes: KeyValue[]): AttributesValues => ({ attributes });

// the server names an attribute by its key (or a user-profile attribute), never one of these rows: its error is the alert's
const noField = () => undefined;

/** Key-value attributes with save and revert, one row per value; leaving with edits asks first. */
export function AttributesForm({ attributes, label, description, readOnly, onSave, errorKey }: AttributesFormProps) {
  const t = useTranslations();
  const edit = useEditForm({
    data: attributes,
    toValues,
    save: (values: AttributesValues) => onSave(values.attributes),
    serverField: noField,
    errorKey,
    readOnly,
  });

  return (
    <EditForm edit={edit} label={t("attributes")} layout={{ gap: "4", py: "6", maxW: "3xl" }}>
      {description && <Text color="fg.muted">{description}</Text>}
      <KeyValueField<AttributesValues> name="attributes" label={label} />
      <FormActions />
    </EditForm>
  );
}
