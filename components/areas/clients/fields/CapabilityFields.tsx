"use client";

import { useEffect } from "react";
import { Stack } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import { useFormContext, useWatch } from "react-hook-form";
import { FieldsetShell } from "@/components/kit/form/FieldsetShell";
import { SelectField } from "@/components/kit/form";
import { PKCE_METHODS, type ClientFormValues } from "@/lib/clients/clientFormValues";
import { ClientSwitch } from "./ClientSwitch";

export type CapabilityFieldsProps = { readOnly?: boolean };

/**
 * What the client may do. OpenID Connect: client authentication and the grants; service accounts and authorization
 * need client authentication, and authorization needs the service account, as Keycloak enforces. SAML: assertion
 * encryption and request signatures.
 */
export function CapabilityFields({ readOnly }: CapabilityFieldsProps) {
  const t = useTranslations();
  const { control, getValues, setValue } = useFormContext<ClientFormValues>();
  const [protocol, confidential, authorization] = useWatch({
    control,
    name: ["protocol", "clientAuthentication", "authorizationServicesEnabled"],
  });

  // Turning a setting off takes away what depends on it, so the form never shows a combination Keycloak refuses.
  useEffect(() => {
    const options = { shouldDirty: true, shouldValidate: true };
    if (!confidential)
      for (const field of ["serviceAccountsEnabled", "authorizationServicesEnabled", "ciba"] as const)
        if (getValues(field)) setValue(field, false, options);
    if (authorization && !getValues("serviceAccountsEnabled")) setValue("serviceAccountsEnabled", true, options);
  }, [confidential, authorization, getValues, setValue]);

  if (protocol === "saml")
    return (
      <Stack gap="5" maxW="2xl">
        <ClientSwitch
          name="samlEncrypt"
          label={t("encryptAssertions")}
          help={t("encryptAssertionsHelp")}
          readOnly={readOnly}
        />
        <ClientSwitch
          name="samlClientSignature"
          label={t("clientSignature")}
          help={t("clientSignatureHelp")}
          readOnly={readOnly}
        />
      </Stack>
    );

  return (
    <Stack gap="5" maxW="2xl">
      <ClientSwitch
        name="clientAuthentication"
        label={t("clientAuthentication")}
        help={t("clientAuthenticationHelp")}
        readOnly={readOnly}
      />
      <ClientSwitch
        name="authorizationServicesEnabled"
        label={t("clientAuthorization")}
        help={t("clientAuthorizationHelp")}
        readOnly={readOnly}
        disabled={!confidential}
      />
      <FieldsetShell label={t("authenticationFlow")}>
        <Stack gap="3">
          <ClientSwitch name="standardFlowEnabled" label={t("standardFlow")} readOnly={readOnly} />
          <ClientSwitch name="directAccessGrantsEnabled" label={t("directAccess")} readOnly={readOnly} />
          <ClientSwitch name="implicitFlowEnabled" label={t("implicitFlow")} readOnly={readOnly} />
          <ClientSwitch
            name="serviceAccountsEnabled"
            label={t("serviceAccount")}
            readOnly={readOnly}
            disabled={!confidential || authorization}
          />
          <ClientSwitch name="tokenExchange" label={t("standardTokenExchangeEnabled")} readOnly={readOnly} />
          <ClientSwitch name="deviceGrant" label={t("oauthDeviceAuthorizationGrant")} readOnly={readOnly} />
          <ClientSwitch name="ciba" label={t("oidcCibaGrant")} readOnly={readOnly} disabled={!confidential} />
        </Stack>
      </FieldsetShell>
      <SelectField<ClientFormValues>
        name="pkceMethod"
        label={t("pkceMethod")}
        help={t("pkceMethodHelp")}
        readOnly={readOnly}
        placeholder={t("choose")}
        options={PKCE_METHODS.filter((method) => method !== "")}
      />
    </Stack>
  );
}
