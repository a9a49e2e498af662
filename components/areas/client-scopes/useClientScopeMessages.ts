"use client";

import { useTranslations } from "next-intl";
import type { ClientScopeFormMessages } from "./clientScopeForm";

/** The client scope form's validation messages, translated. */
export function useClientScopeMessages(): ClientScopeFormMessages {
  const t = useTranslations();
  return { required: t("required"), invalidName: t("clientScopeNameInvalid"), notANumber: t("mustBeANumber") };
}
