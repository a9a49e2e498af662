"use client";

import { NameLink } from "@/components/kit/ui/NameLink";

type ProviderLinkProps = { realm: string; id: string; providerType: string; name: string };

/** A key provider's name, linking to its settings; whole, for names differ at their ends ("rsa-enc-generated"). */
export function ProviderLink({ realm, id, providerType, name }: ProviderLinkProps) {
  return (
    <NameLink
      name={name}
      nowrap
      to="/$realm/realm-settings/keys/providers/$id/$providerType/settings"
      params={{ realm, id, providerType }}
    />
  );
}
