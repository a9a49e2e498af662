"use client";

import { Button, Menu, Portal } from "@chakra-ui/react";
import type ComponentTypeRepresentation from "@keycloak/keycloak-admin-client/lib/defs/componentTypeRepresentation.js";
import { useTranslations } from "next-intl";
import { ChevronDownIcon } from "@/components/kit/ui/icons";

type AddKeyProviderMenuProps = {
  types: readonly ComponentTypeRepresentation[];
  onChoose(type: ComponentTypeRepresentation): void;
};

/** "Add provider": a menu of the key-provider types the server knows. */
export function AddKeyProviderMenu({ types, onChoose }: AddKeyProviderMenuProps) {
  const t = useTranslations();
  return (
    <Menu.Root
      onSelect={({ value }) => {
        const chosen = types.find((type) => type.id === value);
        if (chosen) onChoose(chosen);
      }}
    >
      <Menu.Trigger asChild>
        <Button size="sm" variant="outline">
          {t("addKeyProvider")}
          <ChevronDownIcon />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            {types.map((type) => (
              <Menu.Item key={type.id} value={type.id}>
                {type.id}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
