"use client";

import { Tabs, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";

interface RouteTabsProps<T extends string> {
  tabs: readonly T[];
  /** The tab the route names; only its panel is rendered. */
  active: T;
  label: (tab: T) => string;
  /** Navigates to the chosen tab's route; the route then makes it active. */
  onSelect: (tab: T) => void;
  /** The active tab's panel. */
  children: ReactNode;
}

/** Tabs that are routes: the URL picks the active tab, and choosing another navigates to its route. */
export function RouteTabs<T extends string>({ tabs, active, label, onSelect, children }: RouteTabsProps<T>) {
  return (
    // every value Chakra reports comes from a trigger below, so it is one of `tabs`
    <Tabs.Root value={active} onValueChange={(details) => onSelect(details.value as T)} px="6" pt="2">
      <Tabs.List>
        {tabs.map((tab) => (
          <Tabs.Trigger key={tab} value={tab} minW="0">
            {/* a realm's translation names the tab, so it may be long: cut by CSS, the full text its title (the
                dashboard's tabs are in the first load, TruncatedText's measuring is not) */}
            <Text as="span" truncate maxW="xs" title={label(tab)}>
              {label(tab)}
            </Text>
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {/* keyed so a tab's state starts fresh each time it is opened, as when it unmounts on leaving */}
      <Tabs.Content key={active} value={active}>
        {children}
      </Tabs.Content>
    </Tabs.Root>
  );
}
