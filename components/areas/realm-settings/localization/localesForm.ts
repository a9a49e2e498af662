import type RealmRepresentation from "@keycloak/keycloak-admin-client/lib/defs/realmRepresentation.js";
import type { ServerInfoRepresentation } from "@keycloak/keycloak-admin-client/lib/defs/serverInfoRepesentation.js";
import { z } from "@/lib/form/zod";

export type LocalesValues = {
  internationalizationEnabled: boolean;
  supportedLocales: string[];
  defaultLocale: string;
};

/** Keycloak's own language when a realm names none. */
export const FALLBACK_LOCALE = "en";

/** With internationalisation on, at least one locale is supported and the default is one of them. */
export function localesSchema(messages: { required: string; defaultNotSupported: string }) {
  return z
    .object({
      internationalizationEnabled: z.boolean(),
      supportedLocales: z.array(z.string()),
      defaultLocale: z.string(),
    })
    .superRefine((values, context) => {
      if (!values.internationalizationEnabled) return;
      if (values.supportedLocales.length === 0) {
        context.addIssue({ code: "custom", path: ["supportedLocales"], message: messages.required });
      }
      if (!values.defaultLocale) {
        context.addIssue({ code: "custom", path: ["defaultLocale"], message: messages.required });
      } else if (!values.supportedLocales.includes(values.defaultLocale)) {
        context.addIssue({ code: "custom", path: ["defaultLocale"], message: messages.defaultNotSupported });
      }
    });
}

export function toLocalesValues(realm: RealmRepresentation): LocalesValues {
  return {
    internationalizationEnabled: realm.internationalizationEnabled ?? false,
    supportedLocales: realm.supportedLocales ?? [],
    defaultLocale: realm.defaultLocale ?? "",
  };
}

export function localesToRealm(realm: RealmRepresentation, values: LocalesValues): RealmRepresentation {
  return { ...realm, ...values };
}

/** Every locale the server's themes have messages for, sorted, as Keycloak offers them. */
export function themeLocales(serverInfo: ServerInfoRepresentation): string[] {
  const locales = new Set<string>();
  for (const themes of Object.values(serverInfo.themes ?? {})) {
    for (const theme of themes) for (const locale of theme.locales ?? []) locales.add(locale);
  }
  return [...locales].sort();
}

/** The locales whose overrides may be edited: those the realm supports and those it already has texts for. */
export function overrideLocales(realm: RealmRepresentation, withTexts: readonly string[]): string[] {
  const supported = realm.internationalizationEnabled ? (realm.supportedLocales ?? []) : [];
  const base = supported.length > 0 ? supported : [realm.defaultLocale || FALLBACK_LOCALE];
  return [...new Set([...base, ...withTexts])];
}

/** A locale's name in the console's language, the code itself when the browser does not know it. */
export function localeLabel(names: Intl.DisplayNames, locale: string): string {
  try {
    return names.of(locale) ?? locale;
  } catch {
    return locale;
  }
}
