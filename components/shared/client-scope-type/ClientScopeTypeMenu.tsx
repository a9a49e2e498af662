"use client";

import { Menu } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import { MenuButton } from "@/components/kit/ui/MenuButton";

export type ClientScopeTypeMenuProps<T extends string> = {
  /** The scope's name, which the button's description names. */
  name: string;
  type: T;
  /** The types a scope may take here: realm default, optional or none; for a client, default or optional. */
  types: readonly T[];
  label(type: T): string;
  onChange(type: T): void;
};

/** A row's assigned type as a menu button that moves the scope to another type. */
export function ClientScopeTypeMenu<T extends string>({
  name,
  type,
  types,
  label,
  onChange,
}: ClientScopeTypeMenuProps<T>) {
  const t = useTranslations();
  return (
    <MenuButton
      onSelect={(value) => onChange(types.find((option) => option === value) ?? type)}
      size="xs"
      aria-description={t("changeTypeOf", { name })}
      label={label(type)}
    >
      {types
        .filter((option) => option !== type)
        .map((option) => (
          <Menu.Item key={option} value={option}>
            {label(option)}
          </Menu.Item>
        ))}
    </MenuButton>
  );
}
