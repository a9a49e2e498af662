"use client";

import { useEffect, useEffectEvent, useState } from "react";
import type ComponentRepresentation from "@keycloak/keycloak-admin-client/lib/defs/componentRepresentation.js";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useForm, type DefaultValues, type FieldValues, type Resolver, type UseFormReturn } from "react-hook-form";
import type { z } from "@/lib/form/zod";
import type { ConfigProperty } from "@/lib/dynamic-config/configProperty";
import type { ConfigSchemaMessages } from "@/lib/dynamic-config/configSchema";

export type ComponentConfigEditOptions<T extends FieldValues> = {
  properties: readonly ConfigProperty[];
  /** The stored component; none for a new one. */
  stored?: ComponentRepresentation;
  /** The form's checks, built once from the provider's properties. */
  schema(properties: readonly ConfigProperty[], messages: ConfigSchemaMessages): z.ZodType<FieldValues, FieldValues>;
  /** The form values of the stored component, or of a new one at its provider's defaults. */
  toValues(stored: ComponentRepresentation | undefined): T;
};

/** A component's form with what it was built from, for ComponentConfigForm. */
export type ComponentConfigEdit<T extends FieldValues> = {
  form: UseFormReturn<T>;
  properties: readonly ConfigProperty[];
  stored?: ComponentRepresentation;
};

/**
 * The react-hook-form of a component configured by its provider's properties (a key provider, a registration policy,
 * a page item): the stored values, or the provider's defaults for a new one.
 */
export function useComponentConfigEdit<T extends FieldValues>({
  properties,
  stored,
  schema,
  toValues,
}: ComponentConfigEditOptions<T>): ComponentConfigEdit<T> {
  const t = useTranslations();
  const [resolver] = useState(
    // the config schema checks values of any shape, so its input type is wider than the form's
    () =>
      zodResolver(
        schema(properties, { required: t("required"), tooSmall: (min) => t("valueTooSmall", { min }) }),
      ) as Resolver<T>,
  );
  const form = useForm<T>({ defaultValues: toValues(stored) as DefaultValues<T>, resolver, mode: "onChange" });

  const takeBaseline = useEffectEvent((reloaded: ComponentRepresentation) => {
    if (!form.formState.isDirty) form.reset(toValues(reloaded));
  });
  // reloaded data becomes the new baseline unless the user is editing
  useEffect(() => {
    if (stored) takeBaseline(stored);
  }, [stored, properties]);

  return { form, properties, stored };
}
