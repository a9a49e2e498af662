"use client";

import { useMemo } from "react";
import { Separator, Stack } from "@chakra-ui/react";
import type {
  UserProfileAttribute,
  UserProfileConfig,
} from "@keycloak/keycloak-admin-client/lib/defs/userProfileMetadata.js";
import { useTranslations } from "next-intl";
import { ReviewBeforeSave, FormAccess } from "@/components/kit/form";
import { UnsavedChangesDialog } from "@/components/kit/form/UnsavedChangesDialog";
import { ProfileEntryActions } from "../ProfileEntryActions";
import { takenNames } from "../profileEntries";
import { useProfileEntryForm } from "../useProfileEntryForm";
import { AttributeAnnotations } from "./AttributeAnnotations";
import { AttributeGeneral } from "./AttributeGeneral";
import { AttributePermissions } from "./AttributePermissions";
import { AttributeValidations } from "./AttributeValidations";
import {
  attributeSchema,
  serverErrorField,
  toAttribute,
  toAttributeValues,
  withAttribute,
  type AttributeFormValues,
} from "./attributeForm";

type AttributeFormProps = {
  realm: string;
  config: UserProfileConfig;
  /** The attribute edited; undefined when creating one. */
  stored: UserProfileAttribute | undefined;
  scopes: readonly string[];
};

/** Keycloak's attribute settings in one form: general, permission, validations, annotations. */
export function AttributeForm({ realm, config, stored, scopes }: AttributeFormProps) {
  const t = useTranslations();
  const editing = stored?.name;
  const schema = useMemo(
    () =>
      attributeSchema(
        {
          required: t("validateAttributeName"),
          pattern: t("upAttributeNamePattern"),
          taken: t("upAttributeNameTaken"),
        },
        takenNames(config.attributes, editing),
      ),
    [t, config.attributes, editing],
  );
  const { form, blocker, submit, toList } = useProfileEntryForm<AttributeFormValues>({
    realm,
    tab: "attributes",
    successKey: editing ? "userProfileSuccess" : "createAttributeSuccess",
    defaultValues: toAttributeValues(stored),
    schema,
    toConfig: (values) => withAttribute(config, toAttribute(values, stored), editing),
    fieldOf: (message, values) => serverErrorField(message, values.name.trim()),
  });

  return (
    <FormAccess manage={["manage-realm"]}>
      <ReviewBeforeSave form={form} enabled={editing !== undefined}>
        <form onSubmit={submit} noValidate aria-label={editing ?? t("createAttribute")}>
          <UnsavedChangesDialog open={blocker.blocked} onLeave={blocker.leave} onStay={blocker.stay} />
          <Stack gap="8" maxW="3xl">
            <AttributeGeneral
              control={form.control}
              editing={editing}
              groups={(config.groups ?? []).map((g) => g.name ?? "").filter((name) => name !== "")}
              scopes={scopes}
            />
            <Separator />
            <AttributePermissions control={form.control} />
            <Separator />
            <AttributeValidations realm={realm} form={form} />
            <Separator />
            <AttributeAnnotations control={form.control} />
            <ProfileEntryActions control={form.control} editing={editing} onCancel={() => void toList()} />
          </Stack>
        </form>
      </ReviewBeforeSave>
    </FormAccess>
  );
}
