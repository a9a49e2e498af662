"use client";

import type {
  UserProfileConfig,
  UserProfileGroup,
} from "@keycloak/keycloak-admin-client/lib/defs/userProfileMetadata.js";
import { useTranslations } from "next-intl";
import { FieldsetShell } from "@/components/kit/form/FieldsetShell";
import { EditForm, FormAccess, KeyValueField, TextField } from "@/components/kit/form";
import { ProfileEntryActions } from "../ProfileEntryActions";
import { takenNames } from "../profileEntries";
import { useProfileEntryForm } from "../useProfileEntryForm";
import { groupSchema, toGroup, toGroupValues, withGroup, type GroupFormValues } from "./groupForm";

type AttributesGroupFormProps = {
  realm: string;
  config: UserProfileConfig;
  /** The group edited; undefined when creating one. */
  stored: UserProfileGroup | undefined;
};

/** An attributes group's name, header, description and annotations, saved with the whole configuration. */
export function AttributesGroupForm({ realm, config, stored }: AttributesGroupFormProps) {
  const t = useTranslations();
  const editing = stored?.name;
  const { edit, toList } = useProfileEntryForm({
    realm,
    tab: "attributes-group",
    stored,
    toValues: toGroupValues,
    schema: () =>
      groupSchema({ required: t("required"), taken: t("attributeGroupNameTaken") }, takenNames(config.groups, editing)),
    toConfig: (values: GroupFormValues) => withGroup(config, toGroup(values, stored), editing),
    // Keycloak names the group in its message when the problem is the group's
    fieldOf: (message) => (message.includes("group") ? "name" : undefined),
  });

  return (
    <FormAccess manage={["manage-realm"]}>
      <EditForm edit={edit} label={editing ?? t("createAttributesGroup")} layout={{ gap: "5", maxW: "2xl" }}>
        <TextField<GroupFormValues>
          name="name"
          label={t("columnName")}
          help={t("nameHint")}
          required
          readOnly={editing !== undefined}
        />
        <TextField<GroupFormValues>
          name="displayHeader"
          label={t("displayHeaderField")}
          help={t("displayHeaderHint")}
        />
        <TextField<GroupFormValues>
          name="displayDescription"
          label={t("displayDescriptionField")}
          help={t("displayDescriptionHint")}
        />
        <FieldsetShell label={t("annotations")}>
          <KeyValueField<GroupFormValues> name="annotations" label={t("annotations")} />
        </FieldsetShell>
        <ProfileEntryActions control={edit.form.control} editing={editing} onCancel={() => void toList()} />
      </EditForm>
    </FormAccess>
  );
}
