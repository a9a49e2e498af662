"use client";

import { Button, Menu, Portal } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import { ChevronDownIcon } from "@/components/ui/icons";
import { CLIENT_SCOPE_TYPES, type ClientScopeRow, type ClientScopeType } from "@/lib/queries/clientScopes";
import { clientScopeTypeKey } from "./clientScopeTypeKey";

export type ClientScopeTypeMenuProps = { scope: ClientScopeRow; onChange(type: ClientScopeType): void };

/** A row's assigned type as a menu button that moves the scope to another type (realm default, optional, none). */
export function ClientScopeTypeMenu({ scope, onChange }: ClientScopeTypeMenuProps) {
  const t = useTranslations();
  return (
    <Menu.Root onSelect={({ value }) => onChange(CLIENT_SCOPE_TYPES.find((type) => type === value) ?? scope.type)}>
      <Menu.Trigger asChild>
        <Button size="xs" variant="outline" aria-description={t("changeTypeOf", { name: scope.name ?? "" })}>
          {t(clientScopeTypeKey(scope.type))}
          <ChevronDownIcon />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            {CLIENT_SCOPE_TYPES.filter((type) => type !== scope.type).map((type) => (
              <Menu.Item key={type} value={type}>
                {t(clientScopeTypeKey(type))}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
