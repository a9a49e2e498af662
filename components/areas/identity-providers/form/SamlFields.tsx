"use client";

import { Heading, Stack } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import { useWatch } from "react-hook-form";
import { SelectField, SwitchField, TextAreaField, TextField, useReadOnly } from "@/components/kit/form";
import type { IdentityProviderFormValues } from "./identityProviderForm";
import { SamlDescriptorImport } from "./SamlDescriptorImport";

const NAME_ID_FORMATS: Record<string, string> = {
  "urn:oasis:names:tc:SAML:2.0:nameid-format:persistent": "persistent",
  "urn:oasis:names:tc:SAML:2.0:nameid-format:transient": "transient",
  "urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress": "email",
  "urn:oasis:names:tc:SAML:2.0:nameid-format:kerberos": "kerberos",
  "urn:oasis:names:tc:SAML:1.1:nameid-format:X509SubjectName": "x509",
  "urn:oasis:names:tc:SAML:1.1:nameid-format:WindowsDomainQualifiedName": "windowsDomainQN",
  "urn:oasis:names:tc:SAML:1.1:nameid-format:unspecified": "unspecified",
};
const PRINCIPAL_TYPES: Record<string, string> = {
  SUBJECT: "subjectNameId",
  ATTRIBUTE: "attributeName",
  FRIENDLY_ATTRIBUTE: "attributeFriendlyName",
};
const SIGNATURE_ALGORITHMS = ["RSA_SHA1", "RSA_SHA256", "RSA_SHA256_MGF1", "RSA_SHA512", "RSA_SHA512_MGF1", "DSA_SHA1"];

type SamlFieldsProps = { realm: string; stored: boolean };

/** A SAML v2.0 provider: this realm's entity id, the IdP's endpoints (importable from its descriptor) and signing. */
export function SamlFields({ realm, stored }: SamlFieldsProps) {
  const readOnly = useReadOnly();
  const t = useTranslations();
  const config = useWatch<IdentityProviderFormValues, "config">({ name: "config" });
  const text = (name: string, label: string, required = false) => (
    <TextField<IdentityProviderFormValues> name={`config.${name}`} label={t(label)} required={required} />
  );
  const flag = (name: string, label: string) => (
    <SwitchField<IdentityProviderFormValues> name={`config.${name}`} label={t(label)} stringify />
  );
  return (
    <Stack gap="5">
      <Heading as="h2" size="md">
        {t("samlSettings")}
      </Heading>
      {text("entityId", "serviceProviderEntityId", true)}
      {!stored && !readOnly && <SamlDescriptorImport realm={realm} />}
      {text("idpEntityId", "identityProviderEntityId")}
      {text("singleSignOnServiceUrl", "ssoServiceUrl", true)}
      {text("singleLogoutServiceUrl", "singleLogoutServiceUrl")}
      <SelectField<IdentityProviderFormValues>
        name="config.nameIDPolicyFormat"
        label={t("nameIdPolicyFormat")}
        options={Object.entries(NAME_ID_FORMATS).map(([value, key]) => ({ value, label: t(key) }))}
      />
      <SelectField<IdentityProviderFormValues>
        name="config.principalType"
        label={t("principalType")}
        options={Object.entries(PRINCIPAL_TYPES).map(([value, key]) => ({ value, label: t(key) }))}
      />
      {config.principalType && config.principalType !== "SUBJECT" && text("principalAttribute", "principalAttribute")}
      {flag("postBindingResponse", "httpPostBindingResponse")}
      {flag("postBindingAuthnRequest", "httpPostBindingAuthnRequest")}
      {flag("postBindingLogout", "httpPostBindingLogout")}
      {flag("wantAuthnRequestsSigned", "wantAuthnRequestsSigned")}
      {config.wantAuthnRequestsSigned === "true" && (
        <SelectField<IdentityProviderFormValues>
          name="config.signatureAlgorithm"
          label={t("signatureAlgorithm")}
          options={SIGNATURE_ALGORITHMS}
        />
      )}
      {flag("wantAssertionsSigned", "wantAssertionsSigned")}
      {flag("wantAssertionsEncrypted", "wantAssertionsEncrypted")}
      {flag("forceAuthn", "forceAuthentication")}
      {flag("validateSignature", "validateSignature")}
      {config.validateSignature === "true" && (
        <TextAreaField<IdentityProviderFormValues> name="config.signingCertificate" label={t("validatingX509Certs")} />
      )}
      <TextField<IdentityProviderFormValues>
        name="config.allowedClockSkew"
        label={t("allowedClockSkew")}
        type="number"
        min={0}
      />
    </Stack>
  );
}
