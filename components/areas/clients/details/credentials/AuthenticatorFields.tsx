"use client";

import { Alert, Link, Stack } from "@chakra-ui/react";
import { Link as RouterLink } from "@tanstack/react-router";
import { useTranslations } from "next-intl";
import { useWatch, type Control } from "react-hook-form";
import { FieldList } from "@/components/kit/form/FieldList";
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

  const authenticators = CLIENT_AUTHENTICATORS.map((id) => ({ value: id, label: t(id) }));
  const jwt = type === "client-jwt" || type === "client-secret-jwt";
  const x509 = type === "client-x509";

  return (
    <Stack gap="4">
      <FieldList<CredentialsValues>
        control={control}
        readOnly={readOnly}
        fields={[
          {
            kind: "select",
            name: "clientAuthenticatorType",
            label: "clientAuthenticator",
            help: "clientAuthenticatorHelp",
            required: true,
            disabled: readOnly,
            options: authenticators,
          },
          jwt && {
            kind: "select",
            name: "signingAlg",
            label: "signatureAlgorithm",
            help: "signatureAlgorithmHelp",
            placeholder: t("anyAlgorithm"),
            disabled: readOnly,
            options: algorithms,
          },
          type === "client-jwt" && {
            kind: "node",
            key: "signedJwt",
            node: (
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
            ),
          },
          x509 && {
            kind: "switch",
            name: "allowRegex",
            label: "allowRegexComparison",
            help: "allowRegexComparisonHelp",
            disabled: readOnly,
          },
          x509 && { name: "subjectDn", label: "subject", help: "subjectHelp", required: true },
        ]}
      />
    </Stack>
  );
}
