"use client";

import { useState } from "react";
import type ComponentRepresentation from "@keycloak/keycloak-admin-client/lib/defs/componentRepresentation.js";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useForm, type DefaultValues, type FieldValues, type Resolver } from "react-hook-form";
import type { z } from "@/lib/form/zod";
import type { ConfigProperty } from "@/lib/dynamic-config/configProperty";
import type { ConfigSchemaMessages } from "@/lib/dynamic-config/configSchema";

export type ComponentConfigEditOptions<T extends FieldValues> = {
  properties: readonly ConfigProperty[];
  /** The form's checks, built once from the provider's properties. */
  schema(properties: readonly ConfigProperty[], messages: ConfigSchemaMessages): z.ZodType<FieldValues, FieldValues>;
  /** The form values of the stored component, or of a new one at its provider's defaults. */
  toValues(stored: ComponentRepresentation | undefined): T;
};

/** The messages a provider's config schema shows. */
export const configSchemaMessages = (t: ReturnType<typeof useTranslations>): ConfigSchemaMessages => ({
  required: t("required"),
  tooSmall: (min) => t("valueTooSmall", { min }),
});

/**
 * The react-hook-form of a new component in a dialog (a key provider added), at its provider's defaults; a
 * component's own page is a ComponentConfigForm.
 */
export function useComponentConfigEdit<T extends FieldValues>({
  properties,
  schema,
  toValues,
}: ComponentConfigEditOptions<T>) {
  const t = useTranslations();
  const [resolver] = useState(
    // the config schema checks values of any shape, so its input type is wider than the form's
    () => zodResolver(schema(properties, configSchemaMessages(t))) as Resolver<T>,
  );
  const form = useForm<T>({ defaultValues: toValues(undefined) as DefaultValues<T>, resolver, mode: "onChange" });
  return { form };
}
