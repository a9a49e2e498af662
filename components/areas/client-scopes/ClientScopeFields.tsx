"use client";

import { Stack } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import { useWatch, type Control } from "react-hook-form";
import { SelectField, SwitchField, TextAreaField, TextField } from "@/components/kit/form";
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
  return (
    <Stack gap="5" maxW="2xl">
      <TextField
        control={control}
        name="name"
        label={t("name")}
        help={t("scopeNameHelp")}
        required
        readOnly={readOnly}
      />
      <TextAreaField control={control} name="description" label={t("description")} rows={2} readOnly={readOnly} />
      <SelectField
        control={control}
        name="type"
        label={t("type")}
        help={t("scopeTypeHelp")}
        required
        readOnly={readOnly || !canChangeType}
        options={CLIENT_SCOPE_TYPES.map((type) => ({ value: type, label: t(clientScopeTypeKey(type)) }))}
      />
      <SelectField
        control={control}
        name="protocol"
        label={t("protocol")}
        help={t("protocolHelp")}
        required
        readOnly={readOnly || !isNew}
        options={PROTOCOLS.map((value) => ({ value, label: protocolName(t, value) }))}
      />
      <SwitchField
        control={control}
        name="displayOnConsentScreen"
        label={t("displayOnConsentScreen")}
        help={t("displayOnConsentScreenHelp")}
        readOnly={readOnly}
        onText={t("on")}
        offText={t("off")}
      />
      {displayOnConsentScreen && (
        <TextAreaField
          control={control}
          name="consentScreenText"
          label={t("consentScreenText")}
          help={t("consentScreenTextHelp")}
          rows={2}
          readOnly={readOnly}
        />
      )}
      {protocol !== "saml" && (
        <SwitchField
          control={control}
          name="includeInTokenScope"
          label={t("includeInTokenScope")}
          help={t("includeInTokenScopeHelp")}
          readOnly={readOnly}
          onText={t("on")}
          offText={t("off")}
        />
      )}
      <TextField control={control} name="guiOrder" label={t("guiOrder")} help={t("guiOrderHelp")} readOnly={readOnly} />
    </Stack>
  );
}
