"use client";

import { useState } from "react";
import type ComponentRepresentation from "@keycloak/keycloak-admin-client/lib/defs/componentRepresentation.js";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useForm, type Resolver } from "react-hook-form";
import type { ConfigProperty } from "@/lib/dynamic-config/configProperty";
import { pageItemSchema, toPageItemValues, type PageItemValues } from "./pageItemForm";

/** The react-hook-form of a page item: its stored values, or the provider's defaults for a new one. */
export function usePageItemForm(properties: readonly ConfigProperty[], stored?: ComponentRepresentation) {
  const t = useTranslations();
  const [schema] = useState(() =>
    pageItemSchema(properties, { required: t("required"), tooSmall: (min) => t("valueTooSmall", { min }) }),
  );
  return useForm<PageItemValues>({
    defaultValues: toPageItemValues(properties, stored),
    // the config schema checks values of any shape, so its input type is wider than the form's
    resolver: zodResolver(schema) as Resolver<PageItemValues>,
    mode: "onChange",
  });
}
