"use client";

import { Separator } from "@chakra-ui/react";
import type {
  UserProfileAttribute,
  UserProfileConfig,
} from "@keycloak/keycloak-admin-client/lib/defs/userProfileMetadata.js";
import { useTranslations } from "next-intl";
import { EditForm, FormAccess } from "@/components/kit/form";
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
  const schema = () =>
    attributeSchema(
      {
        required: t("validateAttributeName"),
        pattern: t("upAttributeNamePattern"),
        taken: t("upAttributeNameTaken"),
      },
      takenNames(config.attributes, editing),
    );
  const { edit, toList } = useProfileEntryForm({
    realm,
    tab: "attributes",
    successKey: editing ? "userProfileSuccess" : "createAttributeSuccess",
    stored,
    toValues: toAttributeValues,
    schema,
    toConfig: (values) => withAttribute(config, toAttribute(values, stored), editing),
    fieldOf: (message, values: AttributeFormValues) => serverErrorField(message, values.name.trim()),
  });
  const { form } = edit;

  return (
    <FormAccess manage={["manage-realm"]}>
      <EditForm
        edit={edit}
        label={editing ?? t("createAttribute")}
        review={editing !== undefined}
        layout={{ gap: "8", maxW: "3xl" }}
      >
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
      </EditForm>
    </FormAccess>
  );
}
