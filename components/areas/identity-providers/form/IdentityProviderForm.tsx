"use client";

import { useEffect, useState, type ReactNode } from "react";
import { Separator, Stack } from "@chakra-ui/react";
import type IdentityProviderRepresentation from "@keycloak/keycloak-admin-client/lib/defs/identityProviderRepresentation.js";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { FormProvider, useForm, type Resolver } from "react-hook-form";
import { FormActions, ReviewBeforeSave } from "@/components/kit/form";
import { UnsavedChangesDialog } from "@/components/kit/form/UnsavedChangesDialog";
import { useUnsavedChangesBlocker } from "@/components/kit/form/useUnsavedChangesBlocker";
import { saveKeepingEdits } from "@/components/kit/form/saveKeepingEdits";
import { useAlerts } from "@/lib/console-context";
import { applyServerErrors, errorStatus, explainError, getErrorMessage } from "@/lib/errors";
import { AdvancedFields } from "./AdvancedFields";
import { GeneralFields } from "./GeneralFields";
import {
  fromIdentityProviderFormValues,
  identityProviderSchema,
  toIdentityProviderFormValues,
  type IdentityProviderFormValues,
} from "./identityProviderForm";
import { ProtocolFields } from "./ProtocolFields";

export type IdentityProviderFormProps = {
  realm: string;
  /** The stored provider, or a new one at its kind's defaults. */
  provider: IdentityProviderRepresentation;
  stored: boolean;
  readOnly: boolean;
  save(provider: IdentityProviderRepresentation): Promise<unknown>;
  /** After a successful save of a new provider: where to go (the guard lets that one navigation through). */
  onCreated?(alias: string): void;
  /** Beside submit instead of revert (a new provider's cancel). */
  secondary?: ReactNode;
};

/**
 * One scroll form over a provider: general, its kind's settings and (once stored) advanced. The server's refusal of
 * the alias (taken, or invalid) shows on the alias field; anything else as an alert, with the input kept.
 */
export function IdentityProviderForm(props: IdentityProviderFormProps) {
  const { realm, provider, stored, readOnly, save, onCreated, secondary } = props;
  const t = useTranslations();
  const { addError } = useAlerts();
  const providerId = provider.providerId ?? "oidc";
  const [schema] = useState(() => identityProviderSchema({ required: t("required"), noSpaces: t("noSpaces") }));
  const form = useForm<IdentityProviderFormValues>({
    defaultValues: toIdentityProviderFormValues(provider),
    resolver: zodResolver(schema) as unknown as Resolver<IdentityProviderFormValues>,
    mode: "onChange",
  });

  // Reloaded data becomes the new baseline unless the user is editing.
  useEffect(() => {
    if (stored && !form.formState.isDirty) form.reset(toIdentityProviderFormValues(provider));
  }, [provider, stored, form]);

  const blocker = useUnsavedChangesBlocker(() => form.formState.isDirty && !form.formState.isSubmitting);

  const submit = async (values: IdentityProviderFormValues) => {
    try {
      const representation = fromIdentityProviderFormValues(provider, values);
      await saveKeepingEdits(form, values, () => save(representation));
      if (onCreated) {
        blocker.allowNext();
        onCreated(representation.alias ?? "");
      }
    } catch (error) {
      const status = errorStatus(error);
      if (status === 409 || (status === 400 && !stored))
        form.setError("alias", { type: "server", message: getErrorMessage(error) });
      else if (!applyServerErrors(error, form.setError, t))
        addError(stored ? "updateErrorIdentityProvider" : "createIdentityProviderError", explainError(error, t));
    }
  };

  return (
    <FormProvider {...form}>
      <ReviewBeforeSave form={form} enabled={stored}>
        <form onSubmit={form.handleSubmit(submit)} noValidate aria-label={t("identityProviderSettings")}>
          <UnsavedChangesDialog open={blocker.blocked} onLeave={blocker.leave} onStay={blocker.stay} />
          <Stack gap="6" maxW="3xl" px="6" py="6">
            <GeneralFields realm={realm} stored={stored} readOnly={readOnly} />
            <Separator />
            <ProtocolFields realm={realm} providerId={providerId} stored={stored} readOnly={readOnly} />
            {stored && (
              <>
                <Separator />
                <AdvancedFields realm={realm} providerId={providerId} readOnly={readOnly} />
              </>
            )}
            {!readOnly && <FormActions form={form} submitLabel={stored ? t("save") : t("add")} secondary={secondary} />}
          </Stack>
        </form>
      </ReviewBeforeSave>
    </FormProvider>
  );
}
