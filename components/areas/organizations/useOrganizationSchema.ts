"use client";

import { useMemo } from "react";
import { useTranslations } from "next-intl";
import { organizationSchema } from "./organizationForm";

/** The organization form's checks with their messages in the admin's language. */
export function useOrganizationSchema() {
  const t = useTranslations();
  return useMemo(
    () =>
      organizationSchema({
        required: t("required"),
        domainRequired: t("organizationDomainRequired"),
        invalidUrl: t("organizationInvalidUrl"),
      }),
    [t],
  );
}
