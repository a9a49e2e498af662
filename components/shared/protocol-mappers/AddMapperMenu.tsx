"use client";

import { Button, Menu, Portal } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import { ChevronDownIcon } from "@/components/kit/ui/icons";

export type AddMapperMenuProps = { onPredefined(): void; onByConfiguration(): void };

/** Keycloak's two ways to add a mapper: from the protocol's predefined ones, or a type configured by hand. */
export function AddMapperMenu({ onPredefined, onByConfiguration }: AddMapperMenuProps) {
  const t = useTranslations();
  return (
    <Menu.Root onSelect={({ value }) => (value === "predefined" ? onPredefined() : onByConfiguration())}>
      <Menu.Trigger asChild>
        <Button size="sm" colorPalette="blue">
          {t("addMapper")}
          <ChevronDownIcon />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            <Menu.Item value="predefined">{t("fromPredefinedMapper")}</Menu.Item>
            <Menu.Item value="configuration">{t("byConfiguration")}</Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
