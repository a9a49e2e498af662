"use client";

import { useState } from "react";
import type ComponentRepresentation from "@keycloak/keycloak-admin-client/lib/defs/componentRepresentation.js";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useForm, type Resolver } from "react-hook-form";
import type { ConfigProperty } from "@/lib/dynamic-config/configProperty";
import {
  registrationPolicySchema,
  toRegistrationPolicyValues,
  type RegistrationPolicyValues,
} from "./registrationPolicyForm";

/** The react-hook-form of a registration policy: stored values, or the provider's defaults for a new one. */
export function useRegistrationPolicyForm(properties: readonly ConfigProperty[], stored?: ComponentRepresentation) {
  const t = useTranslations();
  const [schema] = useState(() =>
    registrationPolicySchema(properties, {
      required: t("required"),
      tooSmall: (min) => t("valueTooSmall", { min }),
    }),
  );
  return useForm<RegistrationPolicyValues>({
    defaultValues: toRegistrationPolicyValues(properties, stored),
    // the config schema checks values of any shape, so its input type is wider than the form's
    resolver: zodResolver(schema) as Resolver<RegistrationPolicyValues>,
    mode: "onChange",
  });
}
