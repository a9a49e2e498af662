"use client";
import { useMemo } from "react";
import { Menu, Portal } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import { ChevronRightIcon } from "@/components/kit/ui/icons";
import { useI18nControl } from "@/lib/console-context";
import { DEFAULT_LOCALE } from "@/lib/i18n/serverTranslations";
import { useRealm } from "@/lib/queries/realms";
import { useRealmName } from "@/lib/router/useRealmName";

/** The radio value of "no preview": the admin's own language ("Default"). */
const OWN_LANGUAGE = "";

/** A language named in itself ("Deutsch", "العربية"), as language pickers name them; the code when unknown. */
function endonym(locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: "language" }).of(locale) ?? locale;
  } catch {
    return locale;
  }
}

/**
 * A submenu of the user menu that shows the console in any locale the realm supports, for this browser session only,
 * as `?lang=` does: the admin's own locale on the server stays as it is. The list is the realm's (read when the menu
 * opens), so nothing of it is in the first load.
 */
export function PreviewLanguageMenu() {
  const t = useTranslations();
  const control = useI18nControl();
  const realm = useRealm(useRealmName());
  const locales = useMemo(() => {
    const rep = realm.data;
    const supported = rep?.internationalizationEnabled ? (rep.supportedLocales ?? []) : [];
    return [...new Set([DEFAULT_LOCALE, ...supported])];
  }, [realm.data]);
  const previewing = control.previewLocale ?? OWN_LANGUAGE;

  return (
    <Menu.Root positioning={{ placement: "left-start", gutter: 2 }}>
      <Menu.TriggerItem>
        {t("previewLanguage")}
        <ChevronRightIcon ms="auto" />
      </Menu.TriggerItem>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="40" maxH="sm" overflowY="auto">
            <Menu.RadioItemGroup
              value={previewing}
              onValueChange={({ value }) => control.setPreviewLocale(value === OWN_LANGUAGE ? undefined : value)}
            >
              <Menu.RadioItem value={OWN_LANGUAGE}>
                {t("default")}
                <Menu.ItemIndicator />
              </Menu.RadioItem>
              {locales.map((locale) => (
                <Menu.RadioItem key={locale} value={locale} lang={locale}>
                  {endonym(locale)}
                  <Menu.ItemIndicator />
                </Menu.RadioItem>
              ))}
            </Menu.RadioItemGroup>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
