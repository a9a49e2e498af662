"use client";

import { useEffect, useRef } from "react";
import { Box, Button } from "@chakra-ui/react";
import { Link, useNavigate } from "@tanstack/react-router";
import { useTranslations } from "next-intl";
import { useWatch } from "react-hook-form";
import {
  EditForm,
  FormActions,
  MultiValueField,
  SwitchField,
  TextAreaField,
  TextField,
  useEditForm,
} from "@/components/kit/form";
import { useAlerts } from "@/lib/console-context";
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
  const { addAlert } = useAlerts();
  const createOrganization = useCreateOrganization(realm);
  const schema = useOrganizationSchema();
  const edit = useEditForm({
    data: EMPTY_ORGANIZATION,
    toValues: (empty: OrganizationFormValues) => empty,
    schema,
    save: (values: OrganizationFormValues) => createOrganization.mutateAsync(toOrganizationRepresentation(values)),
    // a name or alias taken, a domain of another organization: on its field
    conflict: { field: organizationErrorField, statuses: [409, 400] },
    errorKey: "organizationSaveError",
    onSaved: (id) => {
      addAlert(t("organizationSaveSuccess"), "success");
      return navigate({ to: "/$realm/organizations/$id/$tab", params: { realm, id, tab: "settings" } });
    },
  });
  const { form } = edit;

  const name = useWatch({ control: form.control, name: "name" });
  const previousName = useRef(name);
  useEffect(() => {
    if (name === previousName.current) return;
    const alias = nextAlias(previousName.current, name, form.getValues("alias"));
    previousName.current = name;
    if (alias !== form.getValues("alias")) form.setValue("alias", alias, { shouldValidate: true });
  }, [name, form]);

  return (
    <Box>
      <PageHeader title={t("createOrganization")} />
      <Box px="6" py="6">
        <EditForm edit={edit} label={t("createOrganization")} layout={{ gap: "5", maxW: "2xl" }}>
          <TextField<OrganizationFormValues> name="name" label={t("name")} required />
          <TextField<OrganizationFormValues> name="alias" label={t("alias")} help={t("organizationAliasHelp")} />
          <MultiValueField<OrganizationFormValues>
            name="domains"
            label={t("domain")}
            help={t("organizationDomainHelp")}
            required
          />
          <TextAreaField<OrganizationFormValues> name="description" label={t("description")} rows={3} />
          <TextField<OrganizationFormValues>
            name="redirectUrl"
            type="url"
            label={t("redirectUrl")}
            help={t("organizationRedirectUrlHelp")}
          />
          <SwitchField<OrganizationFormValues> name="enabled" label={t("enabled")} />
          <FormActions
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
        </EditForm>
      </Box>
    </Box>
  );
}
