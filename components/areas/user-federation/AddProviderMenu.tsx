"use client";

import { Menu } from "@chakra-ui/react";
import { useNavigate } from "@tanstack/react-router";
import { useTranslations } from "next-intl";
import { MenuButton } from "@/components/kit/ui/MenuButton";
import { providerLabel } from "./providerLabel";
import { providerNewLink } from "@/lib/router/userFederationPaths";

type AddProviderMenuProps = { realm: string; types: readonly string[] };

/** "Add new provider": a menu of the user-storage provider types the server offers. */
export function AddProviderMenu({ realm, types }: AddProviderMenuProps) {
  const t = useTranslations();
  const navigate = useNavigate();
  return (
    <MenuButton onSelect={(value) => void navigate(providerNewLink(realm, value))} label={t("addNewProvider")}>
      {types.map((id) => (
        <Menu.Item key={id} value={id}>
          {providerLabel(id)}
        </Menu.Item>
      ))}
    </MenuButton>
  );
}
