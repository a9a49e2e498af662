"use client";
import { useState } from "react";
import { Box, CloseButton, Drawer, Flex, Portal } from "@chakra-ui/react";
import { Outlet, useLocation } from "@tanstack/react-router";
import { useTranslations } from "next-intl";
import { useWhoAmI } from "@/lib/queries/whoami";
import { useRealmName } from "@/lib/router/useRealmName";
import { Breadcrumbs } from "./Breadcrumbs";
import { ErrorBoundary } from "./ErrorBoundary";
import { Masthead } from "./Masthead";
import { Sidebar } from "./Sidebar";
import { TemporaryAdminBanner } from "./TemporaryAdminBanner";

/** Masthead on top, sidebar at the start side (a drawer on small screens), the page beside it. */
export function ConsoleShell() {
  const t = useTranslations();
  const realm = useRealmName();
  const whoAmI = useWhoAmI(realm).data;
  const pathname = useLocation({ select: (location) => location.pathname });
  const [navigationOpen, setNavigationOpen] = useState(false);
  const closeNavigation = () => setNavigationOpen(false);

  return (
    <Flex direction="column" minH="100dvh" bg="bg">
      <Masthead displayName={whoAmI?.displayName} onToggleNavigation={() => setNavigationOpen((open) => !open)} />
      {whoAmI?.temporary && <TemporaryAdminBanner />}
      <Flex flex="1" minH="0">
        <Box
          hideBelow="md"
          w="72"
          flexShrink={0}
          bg="bg.subtle"
          borderEndWidth="1px"
          position="sticky"
          insetStart="0"
          top="14"
          alignSelf="flex-start"
          h="calc(100dvh - var(--chakra-sizes-14))"
          overflowY="auto"
        >
          <Sidebar />
        </Box>
        <Drawer.Root open={navigationOpen} onOpenChange={(details) => setNavigationOpen(details.open)} placement="start" lazyMount unmountOnExit>
          <Portal>
            <Drawer.Backdrop />
            <Drawer.Positioner>
              <Drawer.Content aria-label={t("navigation")} maxW="80">
                <Drawer.CloseTrigger asChild>
                  <CloseButton size="sm" aria-label={t("close")} />
                </Drawer.CloseTrigger>
                <Drawer.Body p="0" pt="10">
                  <Sidebar onNavigate={closeNavigation} />
                </Drawer.Body>
              </Drawer.Content>
            </Drawer.Positioner>
          </Portal>
        </Drawer.Root>
        <Box as="main" flex="1" minW="0">
          <Breadcrumbs />
          {/* A failing page shows its error here, inside the shell; a new page starts afresh. */}
          <ErrorBoundary key={pathname} homeHash={`#/${encodeURIComponent(realm)}`}>
            <Outlet />
          </ErrorBoundary>
        </Box>
      </Flex>
    </Flex>
  );
}
