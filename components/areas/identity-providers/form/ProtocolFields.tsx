"use client";

import { isOidcProvider } from "./identityProviderForm";
import { OidcFields } from "./OidcFields";
import { SamlFields } from "./SamlFields";
import { SocialFields } from "./SocialFields";

type ProtocolFieldsProps = { realm: string; providerId: string; stored: boolean };

/** The settings of the provider's kind: OpenID Connect, SAML, or a social network's. */
export function ProtocolFields({ realm, providerId, stored }: ProtocolFieldsProps) {
  if (isOidcProvider(providerId)) return <OidcFields realm={realm} providerId={providerId} stored={stored} />;
  if (providerId === "saml") return <SamlFields realm={realm} stored={stored} />;
  return <SocialFields providerId={providerId} />;
}
