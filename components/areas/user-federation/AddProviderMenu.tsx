"use client";

import { Button, Menu, Portal } from "@chakra-ui/react";
import { useNavigate } from "@tanstack/react-router";
import { useTranslations } from "next-intl";
import { ChevronDownIcon } from "@/components/kit/ui/icons";
import { providerLabel } from "./providerLabel";
import { providerNewLink } from "@/lib/router/userFederationPaths";

type AddProviderMenuProps = { realm: string; types: readonly string[] };

/** "Add new provider": a menu of the user-storage provider types the server offers. */
export function AddProviderMenu({ realm, types }: AddProviderMenuProps) {
  const t = useTranslations();
  const navigate = useNavigate();
  return (
    <Menu.Root onSelect={({ value }) => void navigate(providerNewLink(realm, value))}>
      <Menu.Trigger asChild>
        <Button variant="outline">
          {t("addNewProvider")}
          <ChevronDownIcon />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            {types.map((id) => (
              <Menu.Item key={id} value={id}>
                {providerLabel(id)}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
