"use client";
import { Button, DataList, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import { PrimaryButton } from "@/components/kit/ui/PrimaryButton";
import { useTranslations } from "next-intl";
import { useRealm } from "@/lib/queries/realms";
import { useRealmName } from "@/lib/router/useRealmName";
import { BLOG_URL, COMMUNITY_URL, DOCUMENTATION_URL, GUIDES_URL } from "@/components/shell/documentation";

/** The links under the documentation button, with their message keys, in Keycloak's order. */
const PROJECT_LINKS: [labelKey: string, href: string][] = [
  ["viewGuides", GUIDES_URL],
  ["joinCommunity", COMMUNITY_URL],
  ["readBlog", BLOG_URL],
];

export function WelcomeTab() {
  const t = useTranslations();
  const realm = useRealmName();
  const displayName = useRealm(realm).data?.displayName;

  return (
    <Stack gap="5" py="4" maxW="3xl">
      <Heading as="h2" size="xl">
        {t("welcomeTo", { realmDisplayInfo: displayName || realm })}
      </Heading>
      <Text color="fg.muted">{t("welcomeText")}</Text>
      <DataList.Root orientation="horizontal">
        <DataList.Item>
          <DataList.ItemLabel>{t("realmName")}</DataList.ItemLabel>
          <DataList.ItemValue>{realm}</DataList.ItemValue>
        </DataList.Item>
        <DataList.Item>
          <DataList.ItemLabel>{t("displayName")}</DataList.ItemLabel>
          <DataList.ItemValue>{displayName || realm}</DataList.ItemValue>
        </DataList.Item>
      </DataList.Root>
      <PrimaryButton asChild alignSelf="flex-start">
        <a href={DOCUMENTATION_URL} target="_blank" rel="noreferrer">
          {t("viewDocumentation")}
        </a>
      </PrimaryButton>
      <HStack as="ul" gap="3" listStyleType="none" wrap="wrap" aria-label={t("keycloakLinks")}>
        {PROJECT_LINKS.map(([labelKey, href]) => (
          <li key={labelKey}>
            <Button asChild variant="outline" size="sm">
              <a href={href} target="_blank" rel="noreferrer">
                {t(labelKey)}
              </a>
            </Button>
          </li>
        ))}
      </HStack>
    </Stack>
  );
}
