"use client";

import { Button, HStack, Input } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import { useWatch } from "react-hook-form";
import { FieldShell } from "@/components/kit/form";
import { useCopyToClipboard } from "@/components/kit/ui/useCopyToClipboard";
import { useEnvironment } from "@/lib/console-context";
import type { IdentityProviderFormValues } from "./identityProviderForm";

/** Where the provider sends users back: the realm's broker endpoint for the alias being typed, to copy to the provider. */
export function RedirectUriField({ realm }: { realm: string }) {
  const t = useTranslations();
  const { adminBaseUrl } = useEnvironment();
  const alias = useWatch<IdentityProviderFormValues, "alias">({ name: "alias" });
  const copyText = useCopyToClipboard();
  const uri = `${adminBaseUrl}/realms/${encodeURIComponent(realm)}/broker/${encodeURIComponent(alias.trim())}/endpoint`;
  return (
    <FieldShell label={t("redirectURI")} help={t("redirectURIHelp")} readOnly>
      <HStack gap="2">
        <Input name="redirectUri" value={uri} readOnly fontFamily="mono" />
        <Button variant="outline" onClick={() => copyText(uri)}>
          {t("copyToClipboard")}
        </Button>
      </HStack>
    </FieldShell>
  );
}
