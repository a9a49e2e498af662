"use client";

import { Stack } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import { useWatch, type Control } from "react-hook-form";
import { FieldList } from "@/components/kit/form/FieldList";
import { PROTOCOLS, protocolName } from "@/lib/protocolName";
import { CLIENT_SCOPE_TYPES } from "@/lib/queries/clientScopes";
import type { ClientScopeValues } from "./clientScopeForm";
import { clientScopeTypeKey } from "./clientScopeTypeKey";

export type ClientScopeFieldsProps = {
  control: Control<ClientScopeValues>;
  /** The protocol is chosen when the scope is created and fixed afterwards, as in Keycloak. */
  isNew: boolean;
  readOnly: boolean;
  /** The assigned type is the realm's setting: only manage-realm admins may change it. */
  canChangeType: boolean;
};

/** Name, description, assigned type, protocol, consent screen, token scope and display order of a client scope. */
export function ClientScopeFields({ control, isNew, readOnly, canChangeType }: ClientScopeFieldsProps) {
  const t = useTranslations();
  const [protocol, displayOnConsentScreen] = useWatch({ control, name: ["protocol", "displayOnConsentScreen"] });
  const types = CLIENT_SCOPE_TYPES.map((type) => ({ value: type, label: t(clientScopeTypeKey(type)) }));
  const protocols = PROTOCOLS.map((value) => ({ value, label: protocolName(t, value) }));
  return (
    <Stack gap="5" maxW="2xl">
      <FieldList<ClientScopeValues>
        control={control}
        readOnly={readOnly}
        fields={[
          { name: "name", label: "name", help: "scopeNameHelp", required: true },
          { kind: "textarea", name: "description", label: "description", rows: 2 },
          {
            kind: "select",
            name: "type",
            label: "type",
            help: "scopeTypeHelp",
            required: true,
            readOnly: !canChangeType,
            options: types,
          },
          {
            kind: "select",
            name: "protocol",
            label: "protocol",
            help: "protocolHelp",
            required: true,
            readOnly: !isNew,
            options: protocols,
          },
          {
            kind: "switch",
            name: "displayOnConsentScreen",
            label: "displayOnConsentScreen",
            help: "displayOnConsentScreenHelp",
          },
          displayOnConsentScreen && {
            kind: "textarea",
            name: "consentScreenText",
            label: "consentScreenText",
            help: "consentScreenTextHelp",
            rows: 2,
          },
          protocol !== "saml" && {
            kind: "switch",
            name: "includeInTokenScope",
            label: "includeInTokenScope",
            help: "includeInTokenScopeHelp",
          },
          { name: "guiOrder", label: "guiOrder", help: "guiOrderHelp" },
        ]}
      />
    </Stack>
  );
}
