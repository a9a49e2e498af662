"use client";

import { useMemo } from "react";
import { Button, Separator, Stack } from "@chakra-ui/react";
import type {
  UserProfileAttribute,
  UserProfileConfig,
} from "@keycloak/keycloak-admin-client/lib/defs/userProfileMetadata.js";
import { zodResolver } from "@hookform/resolvers/zod";
import { useNavigate } from "@tanstack/react-router";
import { useTranslations } from "next-intl";
import { useForm, type Resolver } from "react-hook-form";
import { FormSubmitButton } from "@/components/form";
import { UnsavedChangesDialog } from "@/components/form/UnsavedChangesDialog";
import { useUnsavedChangesBlocker } from "@/components/form/useUnsavedChangesBlocker";
import { useAccess, useAlerts } from "@/lib/console-context";
import { explainError, getErrorMessage } from "@/lib/errors";
import { useSaveUserProfile } from "@/lib/queries/realmSettingsUserProfile";
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
  const navigate = useNavigate();
  const { addError } = useAlerts();
  const readOnly = !useAccess().hasAny("manage-realm");
  const editing = stored?.name;
  const save = useSaveUserProfile(realm, { successKey: editing ? "userProfileSuccess" : "createAttributeSuccess" });
  const schema = useMemo(
    () =>
      attributeSchema(
        {
          required: t("validateAttributeName"),
          pattern: t("upAttributeNamePattern"),
          taken: t("upAttributeNameTaken"),
        },
        (config.attributes ?? []).map((a) => a.name ?? "").filter((name) => name !== editing),
      ),
    [t, config.attributes, editing],
  );
  const form = useForm<AttributeFormValues>({
    defaultValues: toAttributeValues(stored),
    resolver: zodResolver(schema as never) as unknown as Resolver<AttributeFormValues>,
    mode: "onChange",
  });
  const blocker = useUnsavedChangesBlocker(() => form.formState.isDirty && !form.formState.isSubmitSuccessful);
  const toList = () =>
    navigate({ to: "/$realm/realm-settings/user-profile/$tab", params: { realm, tab: "attributes" } });

  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync(withAttribute(config, toAttribute(values, stored), editing));
      blocker.allowNext();
      await toList();
    } catch (error) {
      const message = getErrorMessage(error);
      const field = serverErrorField(message, values.name.trim());
      if (field) form.setError(field, { type: "server", message });
      else addError("userProfileError", explainError(error, t));
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label={editing ?? t("createAttribute")}>
      <UnsavedChangesDialog open={blocker.blocked} onLeave={blocker.leave} onStay={blocker.stay} />
      <Stack gap="8" maxW="3xl">
        <AttributeGeneral
          control={form.control}
          editing={editing}
          groups={(config.groups ?? []).map((g) => g.name ?? "").filter((name) => name !== "")}
          scopes={scopes}
          readOnly={readOnly}
        />
        <Separator />
        <AttributePermissions control={form.control} readOnly={readOnly} />
        <Separator />
        <AttributeValidations realm={realm} form={form} readOnly={readOnly} />
        <Separator />
        <AttributeAnnotations control={form.control} readOnly={readOnly} />
        <Stack direction="row" gap="3">
          {!readOnly && <FormSubmitButton control={form.control}>{editing ? t("save") : t("create")}</FormSubmitButton>}
          <Button variant="ghost" onClick={() => void toList()}>
            {t("cancel")}
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
