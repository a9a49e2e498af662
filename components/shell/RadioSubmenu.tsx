"use client";
import { Menu, Portal } from "@chakra-ui/react";
import { ChevronLeftIcon } from "@/components/kit/ui/icons";
import { useI18nControl } from "@/lib/console-context";
import { isRtl } from "@/lib/i18n/rtl";

export type RadioSubmenuOption = { value: string; label: string; lang?: string };

type RadioSubmenuProps = {
  label: string;
  value: string;
  options: readonly RadioSubmenuOption[];
  onValueChange(value: string): void;
};

/** A user-menu item that opens a list to pick one of, beside the menu on the side away from the screen's edge. */
export function RadioSubmenu({ label, value, options, onValueChange }: RadioSubmenuProps) {
  const rtl = isRtl(useI18nControl().locale);
  return (
    <Menu.Root positioning={{ placement: rtl ? "right-start" : "left-start", gutter: 2 }}>
      <Menu.TriggerItem>
        {label}
        {/* points where the list opens, toward the start (Chakra's menu turns it round right to left) */}
        <ChevronLeftIcon boxSize="4" flexShrink={0} ms="auto" />
      </Menu.TriggerItem>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="40" maxH="sm" overflowY="auto">
            <Menu.RadioItemGroup value={value} onValueChange={(details) => onValueChange(details.value)}>
              {options.map((option) => (
                <Menu.RadioItem key={option.value} value={option.value} lang={option.lang}>
                  {option.label}
                  <Menu.ItemIndicator />
                </Menu.RadioItem>
              ))}
            </Menu.RadioItemGroup>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
