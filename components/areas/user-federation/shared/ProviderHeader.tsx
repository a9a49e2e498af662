"use client";

import { useReadOnly } from "@/components/kit/form";
import { Button, HStack } from "@chakra-ui/react";
import type ComponentRepresentation from "@keycloak/keycloak-admin-client/lib/defs/componentRepresentation.js";
import { useNavigate } from "@tanstack/react-router";
import { useTranslations } from "next-intl";
import { PageHeader } from "@/components/kit/screen/PageHeader";
import { providerLabel } from "../providerLabel";
import { ProviderEnabledSwitch } from "./ProviderEnabledSwitch";
import { useDeleteProvider } from "./useDeleteProvider";

type ProviderHeaderProps = { realm: string; provider: ComponentRepresentation };

/** A Kerberos or custom provider's name and type, its enabled switch and delete. */
export function ProviderHeader({ realm, provider }: ProviderHeaderProps) {
  const readOnly = useReadOnly();
  const t = useTranslations();
  const navigate = useNavigate();
  const [askDelete, deleteDialog] = useDeleteProvider(
    realm,
    () => void navigate({ to: "/$realm/user-federation", params: { realm } }),
  );
  return (
    <>
      {deleteDialog}
      <PageHeader
        title={provider.name}
        subtitle={providerLabel(provider.providerId)}
        actions={
          <HStack gap="4">
            <ProviderEnabledSwitch realm={realm} provider={provider} />
            {!readOnly && (
              <Button variant="outline" colorPalette="red" onClick={() => askDelete(provider)}>
                {t("delete")}
              </Button>
            )}
          </HStack>
        }
      />
    </>
  );
}
