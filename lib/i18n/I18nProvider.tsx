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
import { loadShippedBundle } from "./shippedLocales";
import { STORAGE_KEYS, useStoredState } from "@/lib/storage";
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
  /** The language chosen in the user menu, kept in this browser; undefined follows the user's locale. */
  chosenLocale: string | undefined;
  /** Keeps a language for this browser and ends any session preview; undefined goes back to the user's locale. */
  chooseLocale(locale: string | undefined): void;
  /** The providers' property texts in the shipped language, if the console ships it. */
  providerTexts: Readonly<Record<string, string>> | undefined;
  /** The first realm translations have arrived (or failed and English stands in). */
  ready: boolean;
};

const I18nControlContext = createContext<I18nControl | undefined>(undefined);

export function useI18nControl(): I18nControl {
  const control = useContext(I18nControlContext);
  if (!control) throw new Error("useI18nControl needs the console's I18nProvider");
  return control;
}

/**
 * The texts over the console's English: the sign-in realm's translations and, between its English and its texts
 * for the locale, the console's own translation when it ships the language. A shipped chunk that fails to load
 * leaves the server's texts, as a failed server load leaves English.
 */
async function loadTranslations(env: Environment, locale: string) {
  const shipped = loadShippedBundle(locale).catch((error: unknown) => {
    console.warn(`The console's "${locale}" texts could not be loaded; using the server's and English.`, error);
    return undefined;
  });
  const messages = await loadRealmMessages(
    env,
    env.realm,
    locale,
    undefined,
    shipped.then((bundle) => bundle?.messages ?? {}),
  );
  return { messages, providers: (await shipped)?.providers };
}

/** The providers' property texts in the console's language when it ships one; none outside the console's provider. */
export function useShippedProviderTexts(): Readonly<Record<string, string>> | undefined {
  return useContext(I18nControlContext)?.providerTexts;
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
 * The first load's English messages at once, the areas' once a screen has loaded them, and over both as soon as they
 * load the console's own translation when it ships the language and the sign-in realm's translations
 * (loadTranslations): never the realm on screen, whose admins could otherwise relabel the console of an admin from
 * another realm (Keycloak's console reads its sign-in realm's too).
 * The language is the session's preview language, else the one chosen in this browser, else the user's locale, else
 * English; <html lang dir> follow it.
 */
export function I18nProvider({ env, children }: { env: Environment; children: ReactNode }) {
  const [userLocale, setUserLocale] = useState<string | undefined>();
  const [previewLocale, setPreview] = useState<string | undefined>(() =>
    typeof window === "undefined" ? undefined : readPreviewLocale(),
  );
  const [chosen, setChosen] = useStoredState<string | null>(STORAGE_KEYS.language, null);
  const chosenLocale = chosen ?? undefined;
  const locale = usableLocale(previewLocale ?? chosenLocale ?? userLocale);

  const overlay = useQuery({
    queryKey: ["translations", env.realm, locale],
    queryFn: () => loadTranslations(env, locale),
    staleTime: Infinity,
    retry: false,
    placeholderData: keepPreviousData,
  });

  useEffect(() => applyDocumentLocale(locale), [locale]);

  const setPreviewLocale = useCallback((next: string | undefined) => {
    writePreviewLocale(next);
    setPreview(next);
  }, []);

  const chooseLocale = useCallback(
    (next: string | undefined) => {
      setChosen(next ?? null);
      setPreviewLocale(undefined);
    },
    [setChosen, setPreviewLocale],
  );

  const ready = !overlay.isPending;
  const providerTexts = overlay.data?.providers;
  const control = useMemo<I18nControl>(
    () => ({
      locale,
      setUserLocale,
      previewLocale,
      setPreviewLocale,
      chosenLocale,
      chooseLocale,
      providerTexts,
      ready,
    }),
    [locale, previewLocale, setPreviewLocale, chosenLocale, chooseLocale, providerTexts, ready],
  );
  const areaMessages = useSyncExternalStore(subscribeToAreaMessages, areaMessagesSnapshot, () => undefined);
  const messages = useMemo(() => {
    const own = { ...coreMessages, ...areaMessages };
    return unflattenMessages({ ...own, ...compatibleTranslations(own, overlay.data?.messages ?? {}) });
  }, [areaMessages, overlay.data]);

  return (
    <I18nControlContext.Provider value={control}>
      <NextIntlClientProvider locale={locale} messages={messages} timeZone={timeZone}>
        <LocaleProvider locale={locale}>{children}</LocaleProvider>
      </NextIntlClientProvider>
    </I18nControlContext.Provider>
  );
}
