"use client";
import { isWebUrl } from "@/lib/webUrl";
import { lazy } from "react";
import { Box, Flex, HStack, IconButton, Image, Spacer } from "@chakra-ui/react";
import { Link } from "@tanstack/react-router";
import { useTranslations } from "next-intl";
import type { Environment } from "@/lib/env";
import { useEnvironment } from "@/lib/console-context";
import { useRealmName } from "@/lib/router/useRealmName";
import { OnDemandPopup } from "@/components/kit/ui/OnDemandPopup";
import { MenuIcon } from "./icons";
import { HelpMenuTrigger, KebabMenuTrigger, UserMenuTrigger } from "./menuTriggers";

const loadHelpMenu = () => import("./HelpMenu");
const loadUserMenu = () => import("./UserMenu");
const loadKebabMenu = () => import("./KebabMenu");
const HelpMenu = lazy(loadHelpMenu);
const UserMenu = lazy(loadUserMenu);
const KebabMenu = lazy(loadKebabMenu);

/** The logo file lives under the theme's resource URL; "/logo.svg" when the theme names none. */
export function logoSource({ resourceUrl, logo }: Pick<Environment, "resourceUrl" | "logo">): string {
  return resourceUrl + (logo || "/logo.svg");
}

export type MastheadProps = {
  displayName?: string;
  onToggleNavigation(): void;
};

export function Masthead({ displayName, onToggleNavigation }: MastheadProps) {
  const t = useTranslations();
  const environment = useEnvironment();
  const realm = useRealmName();
  const logo = <Image src={logoSource(environment)} alt={t("logo")} h="8" maxW="48" objectFit="contain" />;

  return (
    <Flex
      as="header"
      h="14"
      px="3"
      gap="2"
      align="center"
      bg="bg.panel"
      borderBottomWidth="1px"
      position="sticky"
      top="0"
      zIndex="sticky"
    >
      <IconButton hideFrom="md" aria-label={t("navigation")} variant="ghost" size="sm" onClick={onToggleNavigation}>
        <MenuIcon />
      </IconButton>
      {isWebUrl(environment.logoUrl) ? (
        <a href={environment.logoUrl}>{logo}</a>
      ) : (
        <Link to="/$realm" params={{ realm }}>
          {logo}
        </Link>
      )}
      <Spacer />
      <HStack hideBelow="md" gap="1">
        <OnDemandPopup
          trigger={<HelpMenuTrigger />}
          popup={(props) => <HelpMenu {...props} />}
          preload={loadHelpMenu}
        />
        {displayName && (
          <OnDemandPopup
            trigger={<UserMenuTrigger displayName={displayName} />}
            popup={(props) => <UserMenu displayName={displayName} {...props} />}
            preload={loadUserMenu}
          />
        )}
      </HStack>
      <Box hideFrom="md">
        <OnDemandPopup
          trigger={<KebabMenuTrigger />}
          popup={(props) => <KebabMenu {...props} />}
          preload={loadKebabMenu}
        />
      </Box>
    </Flex>
  );
}
