"use client";

import { useMemo } from "react";
import { Stack } from "@chakra-ui/react";
import type {
  UserProfileConfig,
  UserProfileGroup,
} from "@keycloak/keycloak-admin-client/lib/defs/userProfileMetadata.js";
import { useTranslations } from "next-intl";
import { FieldsetShell } from "@/components/kit/form/FieldsetShell";
import { KeyValueField, TextField, FormAccess } from "@/components/kit/form";
import { UnsavedChangesDialog } from "@/components/kit/form/UnsavedChangesDialog";
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
  const schema = useMemo(
    () =>
      groupSchema({ required: t("required"), taken: t("attributeGroupNameTaken") }, takenNames(config.groups, editing)),
    [t, config.groups, editing],
  );
  const { form, blocker, submit, toList } = useProfileEntryForm<GroupFormValues>({
    realm,
    tab: "attributes-group",
    defaultValues: toGroupValues(stored),
    schema,
    toConfig: (values) => withGroup(config, toGroup(values, stored), editing),
    // Keycloak names the group in its message when the problem is the group's
    fieldOf: (message) => (message.includes("group") ? "name" : undefined),
  });

  return (
    <FormAccess manage={["manage-realm"]}>
      <form onSubmit={submit} noValidate aria-label={editing ?? t("createAttributesGroup")}>
        <UnsavedChangesDialog open={blocker.blocked} onLeave={blocker.leave} onStay={blocker.stay} />
        <Stack gap="5" maxW="2xl">
          <TextField
            control={form.control}
            name="name"
            label={t("columnName")}
            help={t("nameHint")}
            required
            readOnly={editing !== undefined}
          />
          <TextField
            control={form.control}
            name="displayHeader"
            label={t("displayHeaderField")}
            help={t("displayHeaderHint")}
          />
          <TextField
            control={form.control}
            name="displayDescription"
            label={t("displayDescriptionField")}
            help={t("displayDescriptionHint")}
          />
          <FieldsetShell label={t("annotations")}>
            <KeyValueField control={form.control} name="annotations" label={t("annotations")} />
          </FieldsetShell>
          <ProfileEntryActions control={form.control} editing={editing} onCancel={() => void toList()} />
        </Stack>
      </form>
    </FormAccess>
  );
}
