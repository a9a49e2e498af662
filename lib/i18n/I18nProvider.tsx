"use client";

import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from "react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { NextIntlClientProvider } from "next-intl";
import { LocaleProvider } from "@chakra-ui/react";
import { coreMessages } from "@/messages/en/core";
import { areaMessagesSnapshot, subscribeToAreaMessages } from "./areaMessages";
import type { Environment } from "@/lib/env";
import { DEFAULT_LOCALE, loadRealmMessages } from "./serverTranslations";
import { readPreviewLocale, writePreviewLocale } from "./locale";
import { applyDocumentLocale } from "./rtl";
import { unflattenMessages } from "./unflatten";
import { compatibleTranslations } from "./compatibleTranslations";

export type I18nControl = {
  locale: string;
  /** The signed-in user's locale (whoami.locale); undefined means the default, English. */
  setUserLocale(locale: string | undefined): void;
  /** The language chosen for this browser session, if any. */
  previewLocale: string | undefined;
  /** A language chosen for this browser session (`?lang=xx`); it wins over the user's locale. */
  setPreviewLocale(locale: string | undefined): void;
  /** The first realm translations have arrived (or failed and English stands in). */
  ready: boolean;
};

const I18nControlContext = createContext<I18nControl | undefined>(undefined);

export function useI18nControl(): I18nControl {
  const control = useContext(I18nControlContext);
  if (!control) throw new Error("useI18nControl needs the console's I18nProvider");
  return control;
}

/** A locale Intl accepts, else the default (a stray `?lang=` must not break every formatted text). */
function usableLocale(locale: string | undefined): string {
  if (!locale) return DEFAULT_LOCALE;
  try {
    return Intl.getCanonicalLocales(locale.replace("_", "-"))[0] ?? DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}

const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * The first load's English messages at once, the areas' once a screen has loaded them, and the sign-in realm's
 * server translations over both as soon as they load: never the realm on screen, whose admins could otherwise relabel
 * the console of an admin from another realm (Keycloak's console reads its sign-in realm's too). The language is
 * the preview language, else the user's locale, else English; <html lang dir> follow it.
 */
export function I18nProvider({ env, children }: { env: Environment; children: ReactNode }) {
  const [userLocale, setUserLocale] = useState<string | undefined>();
  const [previewLocale, setPreview] = useState<string | undefined>(() =>
    typeof window === "undefined" ? undefined : readPreviewLocale(),
  );
  const locale = usableLocale(previewLocale ?? userLocale);

  const overlay = useQuery({
    queryKey: ["translations", env.realm, locale],
    queryFn: () => loadRealmMessages(env, env.realm, locale),
    staleTime: Infinity,
    retry: false,
    placeholderData: keepPreviousData,
  });

  useEffect(() => applyDocumentLocale(locale), [locale]);

  const setPreviewLocale = useCallback((next: string | undefined) => {
    writePreviewLocale(next);
    setPreview(next);
  }, []);

  const ready = !overlay.isPending;
  const control = useMemo<I18nControl>(
    () => ({ locale, setUserLocale, previewLocale, setPreviewLocale, ready }),
    [locale, previewLocale, setPreviewLocale, ready],
  );
  const areaMessages = useSyncExternalStore(subscribeToAreaMessages, areaMessagesSnapshot, () => undefined);
  const messages = useMemo(() => {
    const own = { ...coreMessages, ...areaMessages };
    return unflattenMessages({ ...own, ...compatibleTranslations(own, overlay.data ?? {}) });
  }, [areaMessages, overlay.data]);

  return (
    <I18nControlContext.Provider value={control}>
      <NextIntlClientProvider locale={locale} messages={messages} timeZone={timeZone}>
        <LocaleProvider locale={locale}>{children}</LocaleProvider>
      </NextIntlClientProvider>
    </I18nControlContext.Provider>
  );
}
