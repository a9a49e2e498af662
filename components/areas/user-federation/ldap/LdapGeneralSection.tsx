"use client";

import { useEffect } from "react";
import { Stack } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import { useFormContext } from "react-hook-form";
import { SelectField, TextField } from "@/components/kit/form";
import type { ProviderFormValues } from "../shared/providerForm";
import { isLdapVendor, LDAP_VENDORS, VENDOR_DEFAULTS, VENDOR_LABELS } from "./ldapDefaults";

type LdapGeneralSectionProps = { isNew: boolean };

/** UI display name and vendor; choosing a vendor fills in its attribute defaults. The vendor is fixed once saved. */
export function LdapGeneralSection({ isNew }: LdapGeneralSectionProps) {
  const t = useTranslations();
  const form = useFormContext<ProviderFormValues>();

  useEffect(() => {
    // only the user's choice fills in defaults, not a reset to stored values
    const subscription = form.watch((values, { name, type }) => {
      const vendor = values.config?.vendor;
      if (name !== "config.vendor" || type !== "change" || !isLdapVendor(vendor)) return;
      for (const [key, value] of Object.entries(VENDOR_DEFAULTS[vendor])) {
        form.setValue(`config.${key}`, value, { shouldDirty: true, shouldValidate: true });
      }
    });
    return () => subscription.unsubscribe();
  }, [form]);

  return (
    <Stack gap="4">
      <TextField<ProviderFormValues> name="name" label={t("uiDisplayName")} help={t("uiDisplayNameHelp")} required />
      <SelectField<ProviderFormValues>
        name="config.vendor"
        label={t("vendor")}
        help={t("vendorHelp")}
        required
        disabled={!isNew}
        options={LDAP_VENDORS.map((vendor) => ({ value: vendor, label: t(VENDOR_LABELS[vendor]) }))}
      />
    </Stack>
  );
}
