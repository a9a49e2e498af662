"use client";

import { Menu } from "@chakra-ui/react";
import type ComponentTypeRepresentation from "@keycloak/keycloak-admin-client/lib/defs/componentTypeRepresentation.js";
import { useTranslations } from "next-intl";
import { MenuButton } from "@/components/kit/ui/MenuButton";

type CreatePolicyMenuProps = {
  providers: readonly ComponentTypeRepresentation[];
  onChoose(providerId: string): void;
};

/** "Create policy": a menu of the registration policy providers the server offers. */
export function CreatePolicyMenu({ providers, onChoose }: CreatePolicyMenuProps) {
  const t = useTranslations();
  return (
    <MenuButton onSelect={onChoose} size="sm" primary label={t("createPolicy")}>
      {providers.map((provider) => (
        <Menu.Item key={provider.id} value={provider.id} title={provider.helpText}>
          {provider.id}
        </Menu.Item>
      ))}
    </MenuButton>
  );
}
