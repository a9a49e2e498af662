"use client";
import { Link as ChakraLink, Heading, Text, VStack } from "@chakra-ui/react";
import { Link } from "@tanstack/react-router";
import { useTranslations } from "next-intl";
import { useRealmName } from "@/lib/router/useRealmName";

/** Shown for every path no route matches. */
export function PageNotFound() {
  const t = useTranslations();
  const realm = useRealmName();
  return (
    <VStack as="section" py="16" px="6" gap="3" textAlign="center">
      <Heading as="h1" size="2xl">
        {t("pageNotFound")}
      </Heading>
      <Text color="fg.muted">{t("pageNotFoundDescription")}</Text>
      <ChakraLink asChild colorPalette="blue">
        <Link to="/$realm" params={{ realm }}>
          {t("goToRealmDashboard")}
        </Link>
      </ChakraLink>
    </VStack>
  );
}
