"use client";
import { Menu } from "@chakra-ui/react";
import { Link } from "@tanstack/react-router";
import { useTranslations } from "next-intl";
import { useAuth } from "react-oidc-context";
import { useEnvironment } from "@/lib/console-context";
import { useRealmName } from "@/lib/router/useRealmName";

/** The account console of the realm the admin signed in to. */
export function accountConsoleUrl(adminBaseUrl: string, realm: string): string {
  return `${adminBaseUrl.replace(/\/+$/, "")}/realms/${encodeURIComponent(realm)}/account`;
}

export function ManageAccountMenuItem() {
  const t = useTranslations();
  const { adminBaseUrl, realm } = useEnvironment();
  return (
    <Menu.Item value="manageAccount" asChild>
      <a href={accountConsoleUrl(adminBaseUrl, realm)}>{t("manageAccount")}</a>
    </Menu.Item>
  );
}

export function ServerInfoMenuItem() {
  const t = useTranslations();
  const realm = useRealmName();
  return (
    <Menu.Item value="serverInfo" asChild>
      <Link to="/$realm/$tab" params={{ realm, tab: "info" }}>
        {t("serverInfo")}
      </Link>
    </Menu.Item>
  );
}

export function SignOutMenuItem() {
  const t = useTranslations();
  const auth = useAuth();
  return (
    <Menu.Item value="signOut" onSelect={() => void auth.signoutRedirect()}>
      {t("signOut")}
    </Menu.Item>
  );
}
