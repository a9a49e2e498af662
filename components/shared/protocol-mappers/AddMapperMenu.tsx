"use client";

import { Menu } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import { MenuButton } from "@/components/kit/ui/MenuButton";

export type AddMapperMenuProps = { onPredefined(): void; onByConfiguration(): void };

/** Keycloak's two ways to add a mapper: from the protocol's predefined ones, or a type configured by hand. */
export function AddMapperMenu({ onPredefined, onByConfiguration }: AddMapperMenuProps) {
  const t = useTranslations();
  return (
    <MenuButton
      onSelect={(value) => (value === "predefined" ? onPredefined() : onByConfiguration())}
      size="sm"
      primary
      label={t("addMapper")}
    >
      <Menu.Item value="predefined">{t("fromPredefinedMapper")}</Menu.Item>
      <Menu.Item value="configuration">{t("byConfiguration")}</Menu.Item>
    </MenuButton>
  );
}
