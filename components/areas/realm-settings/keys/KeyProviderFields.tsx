"use client";

import { Stack } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import { DynamicConfigFields } from "@/components/shared/dynamic-config";
import { TextField } from "@/components/kit/form";
import type { ConfigProperty } from "@/lib/dynamic-config/configProperty";
import type { NamedConfigValues } from "@/lib/dynamic-config/namedConfig";

type KeyProviderFieldsProps = { realm: string; properties: readonly ConfigProperty[] };

/** A key provider's name and its type's settings from the server info; used inside a FormProvider. */
export function KeyProviderFields({ realm, properties }: KeyProviderFieldsProps) {
  const t = useTranslations();
  return (
    <Stack gap="4">
      <TextField<NamedConfigValues> name="name" label={t("name")} help={t("keyProviderMapperNameHelp")} required />
      <DynamicConfigFields<NamedConfigValues> properties={properties} realm={realm} />
    </Stack>
  );
}
