"use client";

import { useEffect, useState } from "react";
import type ComponentRepresentation from "@keycloak/keycloak-admin-client/lib/defs/componentRepresentation.js";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useForm, type Resolver } from "react-hook-form";
import { useUnsavedChangesBlocker } from "@/components/kit/form/useUnsavedChangesBlocker";
import { saveKeepingEdits } from "@/components/kit/form/saveKeepingEdits";
import type { ConfigProperty } from "@/lib/dynamic-config/configProperty";
import { configErrorFieldName } from "@/lib/dynamic-config/configValues";
import { applyServerErrors } from "@/lib/errors";
import { useSaveComponent } from "@/lib/queries/userFederation";
import {
  componentConfigSchema,
  fromComponentConfigValues,
  toComponentConfigValues,
  type ComponentConfigValues,
} from "./componentConfigForm";
import { useServerErrorAlert } from "./useServerErrorAlert";

export type ComponentConfigFormOptions = {
  realm: string;
  kind: "provider" | "mapper";
  properties: readonly ConfigProperty[];
  target: { providerId: string; providerType: string; parentId: string };
  stored?: ComponentRepresentation;
  /** After a new component is created, with its id. */
  onCreated(id: string): void;
};

/** A component's name and config-property form: checked as its type declares, guarded, saved (POST or PUT). */
export function useComponentConfigForm({
  realm,
  kind,
  properties,
  target,
  stored,
  onCreated,
}: ComponentConfigFormOptions) {
  const t = useTranslations();
  const [schema] = useState(() =>
    componentConfigSchema(properties, { required: t("required"), tooSmall: (min) => t("valueTooSmall", { min }) }),
  );
  const form = useForm<ComponentConfigValues>({
    defaultValues: toComponentConfigValues(properties, target.providerId, stored),
    // the config schema checks values of any shape, so its input type is wider than the form's
    resolver: zodResolver(schema) as Resolver<ComponentConfigValues>,
    mode: "onChange",
  });
  const save = useSaveComponent(realm, kind);
  const showError = useServerErrorAlert();
  const blocker = useUnsavedChangesBlocker(() => form.formState.isDirty && !form.formState.isSubmitSuccessful);

  // reloaded data becomes the new baseline unless the user is editing
  useEffect(() => {
    if (stored && !form.formState.isDirty) form.reset(toComponentConfigValues(properties, target.providerId, stored));
  }, [stored, properties, target.providerId, form]);

  const submit = form.handleSubmit(async (values) => {
    try {
      const id = await saveKeepingEdits(form, values, () =>
        save.mutateAsync(fromComponentConfigValues(properties, target, values, stored)),
      );
      if (!stored) {
        blocker.allowNext();
        onCreated(id);
      }
    } catch (error) {
      // field errors go on their fields; what was typed stays in the form
      if (!applyServerErrors(error, form.setError, t, configErrorFieldName(properties, "config")))
        showError(kind === "mapper" ? "mappingUpdatedError" : "saveProviderError", error);
    }
  });
  return { form, submit, blocker };
}
