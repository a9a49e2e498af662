"use client";

import { Tabs } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import type { RealmSettingsTabProps } from "../realmSettingsTabs";
import { EffectiveMessageBundles } from "./EffectiveMessageBundles";
import { LocalesForm } from "./LocalesForm";
import { RealmOverrides } from "./RealmOverrides";

/**
 * /{realm}/realm-settings/localization: the realm's locales, its own texts per locale and the texts its themes show.
 * The spec gives the three no routes of their own, so they are tabs within the page.
 */
export default function LocalizationTab({ realm }: RealmSettingsTabProps) {
  const t = useTranslations();
  return (
    <Tabs.Root defaultValue="locales" variant="subtle" pt="4" lazyMount>
      <Tabs.List aria-label={t("localization")}>
        <Tabs.Trigger value="locales">{t("locales")}</Tabs.Trigger>
        <Tabs.Trigger value="overrides">{t("realmOverrides")}</Tabs.Trigger>
        <Tabs.Trigger value="bundles">{t("effectiveMessageBundles")}</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="locales">
        <LocalesForm realm={realm} />
      </Tabs.Content>
      <Tabs.Content value="overrides">
        <RealmOverrides realm={realm} />
      </Tabs.Content>
      <Tabs.Content value="bundles">
        <EffectiveMessageBundles realm={realm} />
      </Tabs.Content>
    </Tabs.Root>
  );
}
