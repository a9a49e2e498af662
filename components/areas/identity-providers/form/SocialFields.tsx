"use client";

import { Heading, Stack } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import { SwitchField, TextField } from "@/components/kit/form";
import { ClientCredentialsFields } from "./ClientCredentialsFields";
import type { IdentityProviderFormValues } from "./identityProviderForm";
import { SOCIAL_EXTRA_FIELDS } from "./socialExtraFields";

/** A social provider: the client registered there, and the provider's own extra settings. */
export function SocialFields({ providerId }: { providerId: string }) {
  const t = useTranslations();
  return (
    <Stack gap="5">
      <Heading as="h2" size="md">
        {t("providerDetails")}
      </Heading>
      <ClientCredentialsFields />
      {(SOCIAL_EXTRA_FIELDS[providerId] ?? []).map((field) =>
        field.kind === "switch" ? (
          <SwitchField<IdentityProviderFormValues>
            key={field.name}
            name={`config.${field.name}`}
            label={t(field.labelKey)}
            stringify
          />
        ) : (
          <TextField<IdentityProviderFormValues>
            key={field.name}
            name={`config.${field.name}`}
            label={t(field.labelKey)}
          />
        ),
      )}
    </Stack>
  );
}
