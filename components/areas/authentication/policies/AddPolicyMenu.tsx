"use client";

import type PasswordPolicyTypeRepresentation from "@keycloak/keycloak-admin-client/lib/defs/passwordPolicyTypeRepresentation.js";
import { Button, Menu, Portal } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import { ChevronDownIcon } from "@/components/kit/ui/icons";

type AddPolicyMenuProps = {
  /** The policy types that may still be added. */
  types: PasswordPolicyTypeRepresentation[];
  onAdd(type: PasswordPolicyTypeRepresentation): void;
};

/** "Add policy": a menu of the password policy types by their display names. */
export function AddPolicyMenu({ types, onAdd }: AddPolicyMenuProps) {
  const t = useTranslations();
  return (
    <Menu.Root
      onSelect={({ value }) => {
        const type = types.find((candidate) => candidate.id === value);
        if (type) onAdd(type);
      }}
    >
      <Menu.Trigger asChild>
        <Button variant="outline" alignSelf="start" disabled={types.length === 0}>
          {t("addPolicy")}
          <ChevronDownIcon />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            {types.map((type) => (
              <Menu.Item key={type.id} value={type.id ?? ""}>
                {type.displayName}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
