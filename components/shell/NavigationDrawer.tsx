"use client";

import { CloseButton, Drawer, Portal } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import { Sidebar } from "./Sidebar";

/** The sidebar as a drawer, for screens too narrow to show it beside the page. */
export default function NavigationDrawer(props: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const t = useTranslations();
  const close = () => props.onOpenChange(false);
  return (
    <Drawer.Root
      open={props.open}
      onOpenChange={(details) => props.onOpenChange(details.open)}
      placement="start"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content aria-label={t("navigation")} maxW="80">
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t("close")} />
            </Drawer.CloseTrigger>
            <Drawer.Body p="0" pt="10">
              <Sidebar onNavigate={close} />
            </Drawer.Body>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
