"use client";
import { Button, DataList, Heading, Stack, Text } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import { useRealm } from "@/lib/queries/realms";
import { useRealmName } from "@/lib/router/useRealmName";
import { DOCUMENTATION_URL } from "@/components/console/documentation";

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
      <Button asChild colorPalette="blue" alignSelf="flex-start">
        <a href={DOCUMENTATION_URL} target="_blank" rel="noreferrer">
          {t("viewDocumentation")}
        </a>
      </Button>
    </Stack>
  );
}
