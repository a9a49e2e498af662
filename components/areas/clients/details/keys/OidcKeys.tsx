"use client";

import { Stack, Text } from "@chakra-ui/react";
import type ClientRepresentation from "@keycloak/keycloak-admin-client/lib/defs/clientRepresentation.js";
import { useTranslations } from "next-intl";
import { useWatch } from "react-hook-form";
import { EditForm, FormActions, SwitchField, TextField, useEditForm } from "@/components/kit/form";
import { useAlerts } from "@/lib/console-context";
import { errorStatus, explainError } from "@/lib/errors";
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
  const save = (values: JwksValues) => {
    const attributes: Record<string, string> = {
      ...(client.attributes ?? {}),
      [USE_JWKS_URL]: String(values.useJwksUrl),
    };
    if (values.useJwksUrl) attributes[JWKS_URL] = values.jwksUrl.trim();
    return update.mutateAsync({ ...client, attributes });
  };
  const edit = useEditForm({
    data: client,
    toValues: toJwksValues,
    save,
    // the mutation leaves a 409 to the form, which has no client id to put it on
    onError: (error) => {
      if (errorStatus(error) === 409) addError("clientSaveError", explainError(error, t));
    },
    readOnly,
  });
  const useJwksUrl = useWatch({ control: edit.form.control, name: "useJwksUrl" });

  return (
    <Stack gap="6">
      <Text color="fg.muted">{t("keysIntro")}</Text>
      <EditForm edit={edit} label={t("keys")} layout={{ gap: "4" }}>
        <SwitchField<JwksValues>
          name="useJwksUrl"
          label={t("useJwksUrl")}
          help={t("useJwksUrlHelp")}
          disabled={readOnly}
        />
        {useJwksUrl && (
          <TextField<JwksValues>
            name="jwksUrl"
            label={t("jwksUrl")}
            help={t("jwksUrlHelp")}
            type="url"
            required
            rules={{ validate: (value) => isWebUrl(String(value).trim()) || t("jwksUrlInvalid") }}
          />
        )}
        <FormActions />
      </EditForm>
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
