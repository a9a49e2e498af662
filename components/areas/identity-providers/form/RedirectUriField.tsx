"use client";

import { useTranslations } from "next-intl";
import { useWatch } from "react-hook-form";
import { CopyableField } from "@/components/kit/form/CopyableField";
import { useEnvironment } from "@/lib/console-context";
import type { IdentityProviderFormValues } from "./identityProviderForm";

/** Where the provider sends users back: the realm's broker endpoint for the alias being typed, to copy to the provider. */
export function RedirectUriField({ realm }: { realm: string }) {
  const t = useTranslations();
  const { adminBaseUrl } = useEnvironment();
  const alias = useWatch<IdentityProviderFormValues, "alias">({ name: "alias" });
  const uri = `${adminBaseUrl}/realms/${encodeURIComponent(realm)}/broker/${encodeURIComponent(alias.trim())}/endpoint`;
  return <CopyableField name="redirectUri" label={t("redirectURI")} help={t("redirectURIHelp")} value={uri} />;
}
