"use client";

import { useEffect, useState } from "react";
import type ComponentRepresentation from "@keycloak/keycloak-admin-client/lib/defs/componentRepresentation.js";
import { zodResolver } from "@hookform/resolvers/zod";
import { useNavigate } from "@tanstack/react-router";
import { useTranslations } from "next-intl";
import { useForm, type Resolver } from "react-hook-form";
import { useUnsavedChangesBlocker } from "@/components/kit/form/useUnsavedChangesBlocker";
import { saveKeepingEdits } from "@/components/kit/form/saveKeepingEdits";
import { applyServerErrors } from "@/lib/errors";
import { useSaveComponent } from "@/lib/queries/userFederation";
import {
  fromProviderFormValues,
  toProviderFormValues,
  type ConfigAdapter,
  type ProviderFormValues,
} from "./providerForm";
import { providerDetailsLink } from "@/lib/router/userFederationPaths";
import { providerSchema } from "./providerSchema";
import { useServerErrorAlert } from "./useServerErrorAlert";

export type ProviderFormOptions = {
  realm: string;
  realmId: string;
  providerId: string;
  defaults: Record<string, string>;
  requiredKeys(config: Record<string, string>): string[];
  stored?: ComponentRepresentation;
  /** How the form shows a config and stores it again, when some settings are not stored as shown. */
  adapt?: ConfigAdapter;
};

/**
 * A user-storage provider's form: stored values over the defaults, the required fields checked, the unsaved-changes
 * guard, and save — a new provider opens its details, a stored one takes the saved values as its baseline.
 */
export function useProviderForm(options: ProviderFormOptions) {
  const { realm, realmId, providerId, defaults, requiredKeys, stored, adapt } = options;
  const t = useTranslations();
  const navigate = useNavigate();
  const [schema] = useState(() => providerSchema(requiredKeys, t("required")));
  const form = useForm<ProviderFormValues>({
    defaultValues: toProviderFormValues(defaults, providerId, stored, adapt),
    resolver: zodResolver(schema) as Resolver<ProviderFormValues>,
    mode: "onChange",
  });
  const save = useSaveComponent(realm, "provider");
  const showError = useServerErrorAlert();
  const blocker = useUnsavedChangesBlocker(() => form.formState.isDirty && !form.formState.isSubmitSuccessful);

  // reloaded data becomes the new baseline unless the user is editing
  useEffect(() => {
    if (stored && !form.formState.isDirty) form.reset(toProviderFormValues(defaults, providerId, stored, adapt));
  }, [stored, defaults, providerId, adapt, form]);

  const submit = form.handleSubmit(async (values) => {
    try {
      const id = await saveKeepingEdits(form, values, () =>
        save.mutateAsync(fromProviderFormValues(values, providerId, realmId, stored, adapt)),
      );
      if (!stored) {
        blocker.allowNext();
        void navigate(providerDetailsLink(realm, providerId, id));
      }
    } catch (error) {
      // field errors go on their fields; what was typed stays in the form
      if (!applyServerErrors(error, form.setError, t, (field) => (field === "name" ? field : `config.${field}`)))
        showError("saveProviderError", error);
    }
  });

  return { form, submit, blocker };
}
