/** The languages the console ships its own complete texts for (messages/<locale>/); English is the fallback. */
export const SHIPPED_LOCALES = ["en", "de", "ar"] as const;

/** One shipped language's texts: the console's messages and the providers' property texts. */
export type ShippedBundle = { messages: Record<string, string>; providers: Record<string, string> };

// One chunk a language, loaded only when it is chosen: a translation never grows the first load
const BUNDLES: Record<string, () => Promise<{ default: ShippedBundle }>> = {
  de: () => import("@/messages/de"),
  ar: () => import("@/messages/ar"),
};

/** The shipped texts of a locale's language ("de-CH" reads German's), or undefined for English and the others. */
export async function loadShippedBundle(locale: string): Promise<ShippedBundle | undefined> {
  const load = BUNDLES[locale.toLowerCase().split(/[-_]/)[0]];
  return load ? (await load()).default : undefined;
}
