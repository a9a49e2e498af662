"use client";
import { use } from "react";
import { Link as ChakraLink, Heading, Text, VStack } from "@chakra-ui/react";
import { Link } from "@tanstack/react-router";
import { useTranslations } from "next-intl";
import { useEnvironment } from "@/lib/console-context";
import { loadAreaMessages } from "@/lib/i18n/areaMessages";

/**
 * A realm page of a realm the server does not have: says so, and leads to the admin's own realm. Its texts are the
 * areas' (loaded here), so that a page few admins meet adds nothing to the first load.
 */
export function RealmNotFound({ realm }: { realm: string }) {
  use(loadAreaMessages());
  const t = useTranslations();
  const home = useEnvironment().realm;
  return (
    <VStack as="section" py="16" px="6" gap="3" textAlign="center">
      <Heading as="h1" size="2xl">
        {t("realmNotFound")}
      </Heading>
      <Text color="fg.muted">{t("realmNotFoundDescription", { realm })}</Text>
      <ChakraLink asChild colorPalette="blue">
        <Link to="/$realm" params={{ realm: home }}>
          {t("goToRealm", { realm: home })}
        </Link>
      </ChakraLink>
    </VStack>
  );
}
