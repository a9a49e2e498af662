"use client";

import { Tabs } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import type { RealmSettingsTabProps } from "../realmSettingsTabs";
import { BruteForceForm } from "./BruteForceForm";
import { HeadersForm } from "./HeadersForm";

/** Headers and brute force detection, each its own form with its own save and revert. */
export default function SecurityDefensesTab({ realm }: RealmSettingsTabProps) {
  const t = useTranslations();
  return (
    <Tabs.Root defaultValue="headers" variant="subtle" pt="4">
      <Tabs.List aria-label={t("securityDefences")}>
        <Tabs.Trigger value="headers">{t("headers")}</Tabs.Trigger>
        <Tabs.Trigger value="bruteForce">{t("bruteForceDetection")}</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="headers">
        <HeadersForm realm={realm} />
      </Tabs.Content>
      <Tabs.Content value="bruteForce">
        <BruteForceForm realm={realm} />
      </Tabs.Content>
    </Tabs.Root>
  );
}
