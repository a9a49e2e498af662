"use client";

import { Heading, HStack, Stack, Switch, Text } from "@chakra-ui/react";
import type ClientRepresentation from "@keycloak/keycloak-admin-client/lib/defs/clientRepresentation.js";
import { useTranslations } from "next-intl";
import { useConfirmDialog } from "@/components/kit/ui/ConfirmDialog";
import { HelpItem } from "@/components/kit/ui/HelpItem";
import { useAlerts } from "@/lib/console-context";
import { errorStatus, explainError } from "@/lib/errors";
import { useUpdateClient, type CertificateAttr } from "@/lib/queries/clients";
import { CertificatePanel } from "./CertificatePanel";

export type SamlKeySectionProps = {
  realm: string;
  client: ClientRepresentation;
  readOnly: boolean;
  titleKey: string;
  /** The client attribute that turns the keys on (saml.client.signature, saml.encrypt). */
  switchAttr: string;
  switchLabelKey: string;
  switchHelpKey: string;
  /** Where the keys live (saml.signing, saml.encryption). */
  attr: CertificateAttr;
};

/** A SAML client's signing or encryption keys: the switch saves at once (off after asking), as Keycloak's does. */
export function SamlKeySection(props: SamlKeySectionProps) {
  const { realm, client, readOnly, titleKey, switchAttr, switchLabelKey, switchHelpKey, attr } = props;
  const t = useTranslations();
  const { addError } = useAlerts();
  const update = useUpdateClient(realm, client.id!);
  const on = (client.attributes as Record<string, string | undefined> | undefined)?.[switchAttr] === "true";

  const save = async (next: boolean) => {
    try {
      await update.mutateAsync({ ...client, attributes: { ...(client.attributes ?? {}), [switchAttr]: String(next) } });
    } catch (error) {
      if (errorStatus(error) === 409) addError("clientSaveError", explainError(error, t));
    }
  };
  const [askDisable, disableDialog] = useConfirmDialog({
    titleKey: "disableSigning",
    messageKey: "disableSigningExplain",
    messageValues: { key: t(switchLabelKey) },
    continueKey: "confirm",
    onConfirm: () => save(false),
  });

  return (
    <Stack gap="4" as="section" aria-label={t(titleKey)}>
      {disableDialog}
      <Heading as="h2" size="lg">
        {t(titleKey)}
      </Heading>
      <HStack gap="2">
        <Switch.Root
          checked={on}
          disabled={readOnly || update.isPending}
          onCheckedChange={({ checked }) => (checked ? void save(true) : askDisable())}
        >
          <Switch.HiddenInput aria-label={t(switchLabelKey)} />
          <Switch.Control />
          <Switch.Label>{t(switchLabelKey)}</Switch.Label>
        </Switch.Root>
        <HelpItem helpText={t(switchHelpKey)} label={t(switchLabelKey)} />
      </HStack>
      {on ? (
        <CertificatePanel
          realm={realm}
          clientId={client.id!}
          clientName={client.clientId ?? ""}
          attr={attr}
          readOnly={readOnly}
          formats={["Certificate PEM"]}
        />
      ) : (
        <Text color="fg.muted">{t("samlKeysOff")}</Text>
      )}
    </Stack>
  );
}
