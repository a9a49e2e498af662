"use client";

import { useEffect, useRef } from "react";
import { Box, Button, Stack } from "@chakra-ui/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { Link, useNavigate } from "@tanstack/react-router";
import { useTranslations } from "next-intl";
import { useForm, useWatch } from "react-hook-form";
import { MultiValueField, SwitchField, TextAreaField, TextField, FormActions } from "@/components/kit/form";
import { useAlerts } from "@/lib/console-context";
import { applyServerErrors, getErrorMessage } from "@/lib/errors";
import { useCreateOrganization } from "@/lib/queries/organizations";
import { useRealmName } from "@/lib/router/useRealmName";
import {
  EMPTY_ORGANIZATION,
  nextAlias,
  organizationErrorField,
  toOrganizationRepresentation,
  type OrganizationFormValues,
} from "./organizationForm";
import { PageHeader } from "@/components/kit/screen/PageHeader";
import { useOrganizationSchema } from "./useOrganizationSchema";

/** /{realm}/organizations/new: name, alias (following the name until edited), domains, description, redirect URL, enabled. */
export default function CreateOrganizationScreen() {
  const t = useTranslations();
  const realm = useRealmName();
  const navigate = useNavigate();
  const { addAlert, addError } = useAlerts();
  const createOrganization = useCreateOrganization(realm);
  const schema = useOrganizationSchema();
  const form = useForm<OrganizationFormValues>({
    defaultValues: EMPTY_ORGANIZATION,
    resolver: zodResolver(schema),
    mode: "onChange",
  });

  const name = useWatch({ control: form.control, name: "name" });
  const previousName = useRef(name);
  useEffect(() => {
    if (name === previousName.current) return;
    const alias = nextAlias(previousName.current, name, form.getValues("alias"));
    previousName.current = name;
    if (alias !== form.getValues("alias")) form.setValue("alias", alias, { shouldValidate: true });
  }, [name, form]);

  const save = async (values: OrganizationFormValues) => {
    try {
      const id = await createOrganization.mutateAsync(toOrganizationRepresentation(values));
      addAlert(t("organizationSaveSuccess"), "success");
      await navigate({ to: "/$realm/organizations/$id/$tab", params: { realm, id, tab: "settings" } });
    } catch (error) {
      const field = organizationErrorField(error);
      if (field) form.setError(field, { type: "server", message: getErrorMessage(error) }, { shouldFocus: true });
      else if (!applyServerErrors(error, form.setError, t)) addError("organizationSaveError", error);
    }
  };

  return (
    <Box>
      <PageHeader title={t("createOrganization")} />
      <Box px="6" py="6">
        <form onSubmit={form.handleSubmit(save)} noValidate aria-label={t("createOrganization")}>
          <Stack gap="5" maxW="2xl">
            <TextField control={form.control} name="name" label={t("name")} required />
            <TextField control={form.control} name="alias" label={t("alias")} help={t("organizationAliasHelp")} />
            <MultiValueField
              control={form.control}
              name="domains"
              label={t("domain")}
              help={t("organizationDomainHelp")}
              required
            />
            <TextAreaField control={form.control} name="description" label={t("description")} rows={3} />
            <TextField
              control={form.control}
              name="redirectUrl"
              type="url"
              label={t("redirectUrl")}
              help={t("organizationRedirectUrlHelp")}
            />
            <SwitchField control={form.control} name="enabled" label={t("enabled")} />
            <FormActions
              form={form}
              submitLabel={t("create")}
              allowNonDirty
              secondary={
                <Button asChild variant="ghost">
                  <Link to="/$realm/organizations" params={{ realm }}>
                    {t("cancel")}
                  </Link>
                </Button>
              }
            />
          </Stack>
        </form>
      </Box>
    </Box>
  );
}
