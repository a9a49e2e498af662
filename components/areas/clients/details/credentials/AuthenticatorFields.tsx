"use client";

import { Alert, Link, Stack } from "@chakra-ui/react";
import { Link as RouterLink } from "@tanstack/react-router";
import { useTranslations } from "next-intl";
import { useWatch, type Control } from "react-hook-form";
import { SelectField, SwitchField, TextField } from "@/components/kit/form";
import { useServerInfo } from "@/lib/console-context";
import { CLIENT_AUTHENTICATORS, type CredentialsValues } from "./credentialsForm";

export type AuthenticatorFieldsProps = {
  control: Control<CredentialsValues>;
  realm: string;
  clientId: string;
  readOnly: boolean;
};

/** The authenticator and the settings the chosen one reads: a signing algorithm for JWTs, a subject for X509. */
export function AuthenticatorFields({ control, realm, clientId, readOnly }: AuthenticatorFieldsProps) {
  const t = useTranslations();
  const crypto = useServerInfo().cryptoInfo;
  const type = useWatch({ control, name: "clientAuthenticatorType" });
  const algorithms =
    type === "client-secret-jwt"
      ? (crypto?.clientSignatureSymmetricAlgorithms ?? [])
      : (crypto?.clientSignatureAsymmetricAlgorithms ?? []);

  return (
    <Stack gap="4">
      <SelectField
        control={control}
        name="clientAuthenticatorType"
        label={t("clientAuthenticator")}
        help={t("clientAuthenticatorHelp")}
        required
        readOnly={readOnly}
        disabled={readOnly}
        options={CLIENT_AUTHENTICATORS.map((id) => ({ value: id, label: t(id) }))}
      />
      {(type === "client-jwt" || type === "client-secret-jwt") && (
        <SelectField
          control={control}
          name="signingAlg"
          label={t("signatureAlgorithm")}
          help={t("signatureAlgorithmHelp")}
          placeholder={t("anyAlgorithm")}
          readOnly={readOnly}
          disabled={readOnly}
          options={algorithms}
        />
      )}
      {type === "client-jwt" && (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t("signedJWTConfirm")}</Alert.Title>
            <Alert.Description>
              <Link asChild>
                <RouterLink to="/$realm/clients/$clientId/$tab" params={{ realm, clientId, tab: "keys" }}>
                  {t("openKeysTab")}
                </RouterLink>
              </Link>
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      {type === "client-x509" && (
        <>
          <SwitchField
            control={control}
            name="allowRegex"
            label={t("allowRegexComparison")}
            help={t("allowRegexComparisonHelp")}
            readOnly={readOnly}
            disabled={readOnly}
          />
          <TextField
            control={control}
            name="subjectDn"
            label={t("subject")}
            help={t("subjectHelp")}
            required
            readOnly={readOnly}
          />
        </>
      )}
    </Stack>
  );
}
