"use client";

import { useMemo } from "react";
import { Stack } from "@chakra-ui/react";
import { zodResolver } from "@hookform/resolvers/zod";
import type IdentityProviderRepresentation from "@keycloak/keycloak-admin-client/lib/defs/identityProviderRepresentation.js";
import type OrganizationRepresentation from "@keycloak/keycloak-admin-client/lib/defs/organizationRepresentation.js";
import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import { SelectField, SwitchField } from "@/components/kit/form";
import { FormDialog } from "@/components/kit/screen/FormDialog";
import { QueryError } from "@/components/kit/ui/QueryError";
import { useLinkableIdentityProviders, useLinkOrganizationIdentityProvider } from "@/lib/queries/organizations";
import {
  linkIdentityProviderSchema,
  toLinkValues,
  toProviderLink,
  type LinkIdentityProviderValues,
} from "./linkIdentityProviderForm";

export type LinkIdentityProviderDialogProps = {
  realm: string;
  organization: OrganizationRepresentation;
  /** The linked provider whose settings change; none to link a new one. */
  provider?: IdentityProviderRepresentation;
  onClose(): void;
};

/**
 * Links a realm provider no organization uses yet, or edits a linked one: the organization's domain it serves,
 * whether the login page hides it, and whether a matching e-mail domain redirects to it.
 */
export function LinkIdentityProviderDialog({
  realm,
  organization,
  provider,
  onClose,
}: LinkIdentityProviderDialogProps) {
  const t = useTranslations();
  const id = organization.id ?? "";
  const linkable = useLinkableIdentityProviders(realm, id, !provider);
  const link = useLinkOrganizationIdentityProvider(realm, id);
  const schema = useMemo(() => linkIdentityProviderSchema(t("required")), [t]);
  const form = useForm<LinkIdentityProviderValues>({
    defaultValues: toLinkValues(provider),
    resolver: zodResolver(schema),
    mode: "onChange",
  });
  const providerOptions = (provider ? [provider] : (linkable.data ?? [])).map((option) => ({
    value: option.alias ?? "",
    label: option.displayName || option.alias || "",
  }));
  const domainOptions = [
    { value: "", label: t("none") },
    ...(organization.domains ?? []).map((domain) => ({ value: domain.name ?? "", label: domain.name ?? "" })),
  ];

  return (
    <FormDialog
      open
      title={t(provider ? "editIdentityProviderLink" : "linkIdentityProvider")}
      form={form}
      submitLabel={t("save")}
      onSubmit={(values) => link.mutateAsync(toProviderLink(values, provider !== undefined))}
      onClose={onClose}
    >
      <Stack gap="4">
        {linkable.isError && <QueryError query={linkable} />}
        <SelectField
          name="alias"
          label={t("identityProvider")}
          options={providerOptions}
          required
          disabled={provider !== undefined}
        />
        <SelectField name="domain" label={t("domain")} help={t("organizationIdpDomainHelp")} options={domainOptions} />
        <SwitchField name="hideOnLogin" label={t("hideOnLoginPage")} help={t("hideOnLoginPageHelp")} />
        <SwitchField
          name="redirectWhenEmailMatches"
          label={t("redirectWhenEmailMatches")}
          help={t("redirectWhenEmailMatchesHelp")}
        />
      </Stack>
    </FormDialog>
  );
}
