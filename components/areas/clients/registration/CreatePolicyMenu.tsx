"use client";

import { Button, Menu, Portal } from "@chakra-ui/react";
import type ComponentTypeRepresentation from "@keycloak/keycloak-admin-client/lib/defs/componentTypeRepresentation.js";
import { useTranslations } from "next-intl";
import { ChevronDownIcon } from "@/components/kit/ui/icons";

type CreatePolicyMenuProps = {
  providers: readonly ComponentTypeRepresentation[];
  onChoose(providerId: string): void;
};

/** "Create policy": a menu of the registration policy providers the server offers. */
export function CreatePolicyMenu({ providers, onChoose }: CreatePolicyMenuProps) {
  const t = useTranslations();
  return (
    <Menu.Root onSelect={({ value }) => onChoose(value)}>
      <Menu.Trigger asChild>
        <Button size="sm" colorPalette="blue">
          {t("createPolicy")}
          <ChevronDownIcon />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            {providers.map((provider) => (
              <Menu.Item key={provider.id} value={provider.id} title={provider.helpText}>
                {provider.id}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
