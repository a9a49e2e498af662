"use client";

import { Box, HStack, Stack, Switch, Text } from "@chakra-ui/react";
import type ClientRepresentation from "@keycloak/keycloak-admin-client/lib/defs/clientRepresentation.js";
import { useTranslations } from "next-intl";
import { RoleMapping } from "@/components/shared/role-mapping/RoleMapping";
import { HelpItem } from "@/components/kit/ui/HelpItem";
import { useUpdateClient } from "@/lib/queries/clients";

export type DedicatedScopeTabProps = { realm: string; client: ClientRepresentation; readOnly: boolean };

/**
 * "Full scope allowed", saved as soon as it is switched (as Keycloak does); when off, the roles the client's tokens
 * may carry are its role scope mappings, listed and changed below.
 */
export function DedicatedScopeTab({ realm, client, readOnly }: DedicatedScopeTabProps) {
  const t = useTranslations();
  const id = client.id ?? "";
  const update = useUpdateClient(realm, id);
  // while saving, the switch shows the value asked for; a failure (alerted) puts the stored one back
  const fullScopeAllowed = update.isPending ? !!update.variables?.fullScopeAllowed : client.fullScopeAllowed !== false;
  return (
    <Stack gap="6" py="6">
      <HStack gap="3">
        <Switch.Root
          checked={fullScopeAllowed}
          disabled={readOnly || update.isPending}
          onCheckedChange={({ checked }) => update.mutate({ ...client, fullScopeAllowed: checked })}
        >
          <Switch.HiddenInput />
          <Switch.Control />
          <Switch.Label>{t("fullScopeAllowed")}</Switch.Label>
        </Switch.Root>
        <HelpItem helpText={t("fullScopeAllowedHelp")} label={t("fullScopeAllowed")} />
      </HStack>
      {fullScopeAllowed ? (
        <Text color="fg.muted">{t("fullScopeAllowedOn")}</Text>
      ) : (
        <Box>
          <RoleMapping realm={realm} kind="clients" id={id} />
        </Box>
      )}
    </Stack>
  );
}
