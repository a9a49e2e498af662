"use client";

import { useEffect } from "react";
import { Box, Stack, Text } from "@chakra-ui/react";
import type ClientRepresentation from "@keycloak/keycloak-admin-client/lib/defs/clientRepresentation.js";
import { useTranslations } from "next-intl";
import { useForm, useWatch } from "react-hook-form";
import { FormActions, SwitchField, TextField } from "@/components/kit/form";
import { UnsavedChangesDialog } from "@/components/kit/form/UnsavedChangesDialog";
import { useUnsavedChangesBlocker } from "@/components/kit/form/useUnsavedChangesBlocker";
import { saveKeepingEdits } from "@/components/kit/form/saveKeepingEdits";
import { useAlerts } from "@/lib/console-context";
import { applyServerErrors, errorStatus, explainError } from "@/lib/errors";
import { useUpdateClient } from "@/lib/queries/clients";
import { isWebUrl } from "@/lib/webUrl";
import { CertificatePanel } from "./CertificatePanel";

export type OidcKeysProps = { realm: string; client: ClientRepresentation; readOnly: boolean };

type JwksValues = { useJwksUrl: boolean; jwksUrl: string };

const USE_JWKS_URL = "use.jwks.url";
const JWKS_URL = "jwks.url";

function toJwksValues(client: ClientRepresentation): JwksValues {
  const attributes = (client.attributes ?? {}) as Record<string, string | undefined>;
  return { useJwksUrl: attributes[USE_JWKS_URL] === "true", jwksUrl: attributes[JWKS_URL] ?? "" };
}

/** An OpenID Connect client's keys for signed JWT authentication: a JWKS URL, or a certificate kept here. */
export function OidcKeys({ realm, client, readOnly }: OidcKeysProps) {
  const t = useTranslations();
  const { addError } = useAlerts();
  const update = useUpdateClient(realm, client.id!);
  const form = useForm<JwksValues>({ defaultValues: toJwksValues(client), mode: "onChange" });
  const useJwksUrl = useWatch({ control: form.control, name: "useJwksUrl" });

  useEffect(() => {
    if (!form.formState.isDirty) form.reset(toJwksValues(client));
  }, [client, form]);

  const blocker = useUnsavedChangesBlocker(() => form.formState.isDirty && !form.formState.isSubmitting);

  const save = async (values: JwksValues) => {
    const attributes: Record<string, string> = {
      ...(client.attributes ?? {}),
      [USE_JWKS_URL]: String(values.useJwksUrl),
    };
    if (values.useJwksUrl) attributes[JWKS_URL] = values.jwksUrl.trim();
    try {
      await saveKeepingEdits(form, values, () => update.mutateAsync({ ...client, attributes }));
    } catch (error) {
      if (!applyServerErrors(error, form.setError, t) && errorStatus(error) === 409)
        addError("clientSaveError", explainError(error, t));
    }
  };

  return (
    <Stack gap="6">
      <UnsavedChangesDialog open={blocker.blocked} onLeave={blocker.leave} onStay={blocker.stay} />
      <Text color="fg.muted">{t("keysIntro")}</Text>
      <form onSubmit={form.handleSubmit(save)} noValidate aria-label={t("keys")}>
        <Stack gap="4">
          <SwitchField
            control={form.control}
            name="useJwksUrl"
            label={t("useJwksUrl")}
            help={t("useJwksUrlHelp")}
            readOnly={readOnly}
            disabled={readOnly}
          />
          {useJwksUrl && (
            <TextField
              control={form.control}
              name="jwksUrl"
              label={t("jwksUrl")}
              help={t("jwksUrlHelp")}
              type="url"
              required
              readOnly={readOnly}
              rules={{ validate: (value) => isWebUrl(String(value).trim()) || t("jwksUrlInvalid") }}
            />
          )}
          {!readOnly && (
            <Box>
              <FormActions form={form} />
            </Box>
          )}
        </Stack>
      </form>
      {!useJwksUrl && (
        <CertificatePanel
          realm={realm}
          clientId={client.id!}
          clientName={client.clientId ?? ""}
          attr="jwt.credential"
          readOnly={readOnly}
          keystoreOnGenerate
        />
      )}
    </Stack>
  );
}
