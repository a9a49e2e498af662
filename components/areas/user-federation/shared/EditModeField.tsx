"use client";

import { useTranslations } from "next-intl";
import { SelectField } from "@/components/kit/form";
import type { ProviderFormValues } from "./providerForm";

type EditModeFieldProps = { modes: readonly string[]; required?: boolean };

/** Whether Keycloak may write to the provider's users: READ_ONLY, WRITABLE (LDAP only) or UNSYNCED. */
export function EditModeField({ modes, required }: EditModeFieldProps) {
  const t = useTranslations();
  return (
    <SelectField<ProviderFormValues>
      name="config.editMode"
      label={t("editMode")}
      help={t("editModeLdapHelp")}
      required={required}
      options={modes.map((mode) => ({ value: mode, label: mode }))}
    />
  );
}
