"use client";
import { lazy, Suspense, useState } from "react";
import { Box, Flex } from "@chakra-ui/react";
import { Outlet, useLocation } from "@tanstack/react-router";
import { useWhoAmI } from "@/lib/queries/whoami";
import { useRealmName } from "@/lib/router/useRealmName";
import { Breadcrumbs } from "./Breadcrumbs";
import { ConsoleShortcuts } from "./ConsoleShortcuts";
import { ErrorBoundary } from "./ErrorBoundary";
import { Masthead } from "./Masthead";
import { Sidebar } from "./Sidebar";
import { TemporaryAdminBanner } from "./TemporaryAdminBanner";

const NavigationDrawer = lazy(() => import("./NavigationDrawer"));

/** Masthead on top, sidebar at the start side (a drawer on small screens), the page beside it. */
export function ConsoleShell() {
  const realm = useRealmName();
  const whoAmI = useWhoAmI(realm).data;
  const pathname = useLocation({ select: (location) => location.pathname });
  const [navigationOpen, setNavigationOpen] = useState(false);
  const [navigationRequested, setNavigationRequested] = useState(false);
  const toggleNavigation = () => {
    setNavigationRequested(true);
    setNavigationOpen((open) => !open);
  };

  return (
    <Flex direction="column" minH="100dvh" bg="bg">
      <Masthead displayName={whoAmI?.displayName} onToggleNavigation={toggleNavigation} />
      {whoAmI?.temporary && <TemporaryAdminBanner />}
      <ConsoleShortcuts />
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
        {/* fetched the first time it opens: the drawer's dialog machinery is not needed on wide screens */}
        {navigationRequested && (
          <Suspense>
            <NavigationDrawer open={navigationOpen} onOpenChange={setNavigationOpen} />
          </Suspense>
        )}
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
