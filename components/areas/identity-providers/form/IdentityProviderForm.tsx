"use client";

import type { ReactNode } from "react";
import { Separator } from "@chakra-ui/react";
import type IdentityProviderRepresentation from "@keycloak/keycloak-admin-client/lib/defs/identityProviderRepresentation.js";
import { useTranslations } from "next-intl";
import { EditForm, FormActions, useEditForm } from "@/components/kit/form";
import { AdvancedFields } from "./AdvancedFields";
import { GeneralFields } from "./GeneralFields";
import {
  fromIdentityProviderFormValues,
  identityProviderSchema,
  requiredConfigKeys,
  toIdentityProviderFormValues,
  type IdentityProviderFormValues,
} from "./identityProviderForm";
import { ProtocolFields } from "./ProtocolFields";

export type IdentityProviderFormProps = {
  realm: string;
  /** The stored provider, or a new one at its kind's defaults. */
  provider: IdentityProviderRepresentation;
  stored: boolean;
  readOnly: boolean;
  save(provider: IdentityProviderRepresentation): Promise<unknown>;
  /** After a successful save of a new provider: where to go (the guard lets that one navigation through). */
  onCreated?(alias: string): void;
  /** Beside submit instead of revert (a new provider's cancel). */
  secondary?: ReactNode;
};

/**
 * One scroll form over a provider: general, its kind's settings and (once stored) advanced. The server's refusal of
 * the alias (taken, or invalid) shows on the alias field; anything else as an alert, with the input kept.
 */
export function IdentityProviderForm(props: IdentityProviderFormProps) {
  const { realm, provider, stored, readOnly, save, onCreated, secondary } = props;
  const t = useTranslations();
  const providerId = provider.providerId ?? "oidc";
  const edit = useEditForm({
    data: provider,
    toValues: toIdentityProviderFormValues,
    schema: () =>
      identityProviderSchema({ required: t("required"), noSpaces: t("noSpaces") }, requiredConfigKeys(providerId)),
    readOnly,
    save: (values: IdentityProviderFormValues) => save(fromIdentityProviderFormValues(provider, values)),
    conflict: { field: "alias", statuses: stored ? [409] : [409, 400] },
    errorKey: stored ? "updateErrorIdentityProvider" : "createIdentityProviderError",
    onSaved: (_saved: unknown, values: IdentityProviderFormValues) => onCreated?.(values.alias.trim()),
  });

  return (
    <EditForm
      edit={edit}
      label={t("identityProviderSettings")}
      review={stored}
      layout={{ maxW: "3xl", px: "6", py: "6" }}
    >
      <GeneralFields realm={realm} stored={stored} />
      <Separator />
      <ProtocolFields realm={realm} providerId={providerId} stored={stored} />
      {stored && (
        <>
          <Separator />
          <AdvancedFields realm={realm} providerId={providerId} />
        </>
      )}
      <FormActions submitLabel={stored ? t("save") : t("add")} secondary={secondary} allowNonDirty={!stored} />
    </EditForm>
  );
}
