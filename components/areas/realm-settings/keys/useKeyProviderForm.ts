"use client";

import { useState } from "react";
import type ComponentRepresentation from "@keycloak/keycloak-admin-client/lib/defs/componentRepresentation.js";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useForm, type Resolver } from "react-hook-form";
import type { ConfigProperty } from "@/lib/dynamic-config/configProperty";
import { keyProviderSchema, toKeyProviderValues, type KeyProviderValues } from "./keyProviderForm";

/** The react-hook-form of a key provider of the given type: stored values, or the type's defaults for a new one. */
export function useKeyProviderForm(
  properties: readonly ConfigProperty[],
  providerId: string,
  stored?: ComponentRepresentation,
) {
  const t = useTranslations();
  const [schema] = useState(() =>
    keyProviderSchema(properties, { required: t("required"), tooSmall: (min) => t("valueTooSmall", { min }) }),
  );
  return useForm<KeyProviderValues>({
    defaultValues: toKeyProviderValues(properties, providerId, stored),
    // the config schema checks values of any shape, so its input type is wider than the form's
    resolver: zodResolver(schema) as Resolver<KeyProviderValues>,
    mode: "onChange",
  });
}
