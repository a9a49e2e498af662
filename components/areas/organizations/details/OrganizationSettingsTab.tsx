"use client";

import { useEffect, useMemo } from "react";
import { Box, Stack } from "@chakra-ui/react";
import { zodResolver } from "@hookform/resolvers/zod";
import type OrganizationRepresentation from "@keycloak/keycloak-admin-client/lib/defs/organizationRepresentation.js";
import { useTranslations } from "next-intl";
import { useForm, useWatch } from "react-hook-form";
import {
  CheckboxGroupField,
  FormActions,
  MultiValueField,
  SwitchField,
  TextAreaField,
  TextField,
} from "@/components/kit/form";
import { UnsavedChangesDialog } from "@/components/kit/form/UnsavedChangesDialog";
import { useUnsavedChangesBlocker } from "@/components/kit/form/useUnsavedChangesBlocker";
import { saveKeepingEdits } from "@/components/kit/form/saveKeepingEdits";
import { applyServerErrors, getErrorMessage } from "@/lib/errors";
import { useUpdateOrganization } from "@/lib/queries/organizations";
import {
  organizationErrorField,
  organizationSchema,
  toOrganizationFormValues,
  toOrganizationRepresentation,
  type OrganizationFormValues,
} from "../organizationForm";

export type OrganizationSettingsTabProps = {
  realm: string;
  organization: OrganizationRepresentation;
  readOnly: boolean;
};

/**
 * The organization's name, alias (fixed once created), domains with their verified flag, description, redirect URL
 * and enabled flag; the server's refusals (a name taken, a domain of another organization) land on their field.
 */
export function OrganizationSettingsTab({ realm, organization, readOnly }: OrganizationSettingsTabProps) {
  const t = useTranslations();
  const update = useUpdateOrganization(realm, organization.id ?? "");
  const schema = useMemo(
    () =>
      organizationSchema({
        required: t("required"),
        domainRequired: t("organizationDomainRequired"),
        invalidUrl: t("organizationInvalidUrl"),
      }),
    [t],
  );
  const form = useForm<OrganizationFormValues>({
    defaultValues: toOrganizationFormValues(organization),
    resolver: zodResolver(schema),
    mode: "onChange",
  });

  // Reloaded data becomes the new baseline unless the user is editing.
  useEffect(() => {
    if (!form.formState.isDirty) form.reset(toOrganizationFormValues(organization));
  }, [organization, form]);

  const blocker = useUnsavedChangesBlocker(() => form.formState.isDirty && !form.formState.isSubmitting);
  const domains = useWatch({ control: form.control, name: "domains" });
  const domainOptions = useMemo(
    () => domains.map((domain) => domain.trim()).filter((domain) => domain !== ""),
    [domains],
  );

  const save = async (values: OrganizationFormValues) => {
    try {
      await saveKeepingEdits(form, values, () =>
        update.mutateAsync({ ...organization, ...toOrganizationRepresentation(values), alias: organization.alias }),
      );
    } catch (error) {
      const field = organizationErrorField(error);
      if (field) form.setError(field, { type: "server", message: getErrorMessage(error) }, { shouldFocus: true });
      else applyServerErrors(error, form.setError, t);
    }
  };

  return (
    <form onSubmit={form.handleSubmit(save)} noValidate aria-label={t("settings")}>
      <UnsavedChangesDialog open={blocker.blocked} onLeave={blocker.leave} onStay={blocker.stay} />
      <Box py="6">
        <Stack gap="5" maxW="2xl">
          <TextField control={form.control} name="name" label={t("name")} required readOnly={readOnly} />
          <TextField
            control={form.control}
            name="alias"
            label={t("alias")}
            help={t("organizationAliasHelp")}
            readOnly
          />
          <MultiValueField
            control={form.control}
            name="domains"
            label={t("domain")}
            help={t("organizationDomainHelp")}
            required
            readOnly={readOnly}
          />
          {domainOptions.length > 0 && (
            <CheckboxGroupField
              control={form.control}
              name="verifiedDomains"
              label={t("verifiedDomains")}
              help={t("verifiedDomainsHelp")}
              options={domainOptions}
              readOnly={readOnly}
            />
          )}
          <TextField
            control={form.control}
            name="redirectUrl"
            type="url"
            label={t("redirectUrl")}
            help={t("organizationRedirectUrlHelp")}
            readOnly={readOnly}
          />
          <TextAreaField
            control={form.control}
            name="description"
            label={t("description")}
            rows={3}
            readOnly={readOnly}
          />
          <SwitchField
            control={form.control}
            name="enabled"
            label={t("enabled")}
            onText={t("on")}
            offText={t("off")}
            readOnly={readOnly}
          />
          {!readOnly && <FormActions form={form} />}
        </Stack>
      </Box>
    </form>
  );
}
