"use client";

import { Menu } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import { MenuButton } from "@/components/kit/ui/MenuButton";
import { addProviderHref } from "./providerHrefs";
import type { ProviderTypes } from "./providerTypes";

/** "Add provider": every kind of provider the server offers, user-defined then social, each opening its add page. */
export function AddProviderMenu({ realm, types }: { realm: string; types: ProviderTypes }) {
  const t = useTranslations();
  return (
    <MenuButton size="sm" primary label={t("identityProviderAddMenu")}>
      {[
        { labelKey: "userDefined", list: types.userDefined },
        { labelKey: "social", list: types.social },
      ]
        .filter((group) => group.list.length > 0)
        .map((group) => (
          <Menu.ItemGroup key={group.labelKey}>
            <Menu.ItemGroupLabel>{t(group.labelKey)}</Menu.ItemGroupLabel>
            {group.list.map((type) => (
              <Menu.Item key={type.id} value={type.id} asChild>
                <a href={addProviderHref(realm, type.id)}>{type.name}</a>
              </Menu.Item>
            ))}
          </Menu.ItemGroup>
        ))}
    </MenuButton>
  );
}
