"use client";
import { lazy, useMemo } from "react";
import { Box, Link as ChakraLink, Separator, Stack, Text } from "@chakra-ui/react";
import { Link, useMatchRoute, useRouter } from "@tanstack/react-router";
import { useTranslations } from "next-intl";
import { useAccess, useServerInfo } from "@/lib/console-context";
import { useRealm } from "@/lib/queries/realms";
import { extensionText } from "@/lib/i18n/serverText";
import { isFeatureEnabled } from "@/lib/queries/serverInfo";
import { registeredRouteShapes, routePathShape } from "@/lib/router/routePath";
import { useRealmName } from "@/lib/router/useRealmName";
import { navigationSections, navRoutesOf, PROVIDER_PAGE, type NavItem } from "./navigation";
import { OnDemandPopup } from "@/components/kit/ui/OnDemandPopup";
import { RealmSelectorTrigger } from "./RealmSelectorTrigger";
import { loadPaletteDialogs } from "./loadPaletteDialogs";
import { useIdlePreload } from "./useIdlePreload";

const loadRealmSelector = () => import("./RealmSelector");
const RealmSelector = lazy(loadRealmSelector);

const UI_PAGE_PROVIDER = "org.keycloak.services.ui.extend.UiPageProvider";

function NavLink({ item, onNavigate }: { item: NavItem; onNavigate?: () => void }) {
  const t = useTranslations();
  // a realm's translation names the entry, so it may be long: cut by CSS with the full text as its title (the
  // sidebar is in the first load, TruncatedText's measuring is not)
  const label = item.translate ? t(item.label) : extensionText(item.label, t);
  return (
    <ChakraLink
      asChild
      display="block"
      truncate
      title={label}
      px="3"
      py="1.5"
      borderRadius="l2"
      color="fg"
      _hover={{ bg: "bg.muted", textDecoration: "none" }}
      _currentPage={{ bg: "colorPalette.subtle", color: "colorPalette.fg", fontWeight: "semibold" }}
      colorPalette="blue"
    >
      {/* Items come from the spec's table, so their paths are checked against the registered routes at run time. */}
      <Link to={item.to as "/$realm"} params={item.params as { realm: string }} onClick={onNavigate}>
        {label}
      </Link>
    </ChakraLink>
  );
}

export type SidebarProps = {
  /** Called after the user picks a page (closes the drawer on small screens). */
  onNavigate?: () => void;
};

/** Realm selector and the Manage and Configure navigation groups. */
export function Sidebar({ onNavigate }: SidebarProps) {
  const t = useTranslations();
  const realm = useRealmName();
  const { permissions } = useAccess();
  const serverInfo = useServerInfo();
  const realmRepresentation = useRealm(realm).data;
  const router = useRouter();
  const matchRoute = useMatchRoute();
  const onCreateRealmPage = !!matchRoute({ to: "/$realm/add-realm" });

  const { navRoutes, providerPageRoute } = useMemo(() => {
    const routes = Object.values(router.routesById);
    const providerPage = routes.find((route) =>
      registeredRouteShapes([route.fullPath]).has(routePathShape(PROVIDER_PAGE)),
    );
    return {
      navRoutes: navRoutesOf(routes),
      providerPageRoute: providerPage && { access: providerPage.options.staticData?.access },
    };
  }, [router]);
  const providerPages = isFeatureEnabled(serverInfo, "DECLARATIVE_UI")
    ? (serverInfo.componentTypes?.[UI_PAGE_PROVIDER] ?? []).map((page) => page.id)
    : [];
  const sections = navigationSections({
    realm,
    permissions,
    navRoutes,
    providerPageRoute,
    organizationsEnabled: isFeatureEnabled(serverInfo, "ORGANIZATION") && !!realmRepresentation?.organizationsEnabled,
    providerPages,
    onCreateRealmPage,
  });
  const targets = sections.flatMap((section) => section.items);
  useIdlePreload(
    [
      ...targets.map((item) => () => router.preloadRoute({ to: item.to, params: item.params } as never)),
      loadPaletteDialogs,
    ],
    targets.map((item) => `${item.to} ${JSON.stringify(item.params)}`).join("\n"),
  );

  return (
    <Stack gap="4" py="4" px="3">
      <OnDemandPopup
        kind="dialog"
        trigger={<RealmSelectorTrigger />}
        popup={(props) => <RealmSelector onNavigate={onNavigate} {...props} />}
        preload={loadRealmSelector}
      />
      {sections.map((section) => (
        <Box key={section.group} as="nav" aria-label={t(section.label)}>
          <Separator mb="3" />
          <Text px="3" mb="1" textStyle="xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase">
            {t(section.label)}
          </Text>
          <Stack as="ul" gap="0.5" listStyleType="none">
            {section.items.map((item) => (
              <li key={item.to + (item.params.providerId ?? "")}>
                <NavLink item={item} onNavigate={onNavigate} />
              </li>
            ))}
          </Stack>
        </Box>
      ))}
    </Stack>
  );
}
