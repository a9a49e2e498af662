"use client";

import { Stack } from "@chakra-ui/react";
import type { ClientTabProps } from "../clientTabs";
import { OidcKeys } from "./OidcKeys";
import { SamlKeySection } from "./SamlKeySection";

/** The client's keys: OpenID Connect's JWKS URL or certificate, or SAML's signing and encryption keys. */
export default function KeysTab({ realm, client, readOnly }: ClientTabProps) {
  if (client.protocol !== "saml")
    return (
      <Stack p="6">
        <OidcKeys realm={realm} client={client} readOnly={readOnly} />
      </Stack>
    );
  return (
    <Stack gap="10" p="6">
      <SamlKeySection
        realm={realm}
        client={client}
        readOnly={readOnly}
        titleKey="signingKeysConfig"
        switchAttr="saml.client.signature"
        switchLabelKey="clientSignature"
        switchHelpKey="clientSignatureHelp"
        attr="saml.signing"
      />
      <SamlKeySection
        realm={realm}
        client={client}
        readOnly={readOnly}
        titleKey="encryptionKeysConfig"
        switchAttr="saml.encrypt"
        switchLabelKey="encryptAssertions"
        switchHelpKey="encryptAssertionsHelp"
        attr="saml.encryption"
      />
    </Stack>
  );
}
