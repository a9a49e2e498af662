// The console URLs of a provider's add page and details, as hash-history hrefs. Those screens' routes are declared
// by their own module of this area, which the list does not import (a routes.ts imports no screen eagerly, and the
// typed router knows a route only once it is declared), so the list links to them by URL.

const segment = encodeURIComponent;

/** #/{realm}/identity-providers/{providerId}/add */
export function addProviderHref(realm: string, providerId: string): string {
  return `#/${segment(realm)}/identity-providers/${segment(providerId)}/add`;
}

/** #/{realm}/identity-providers/{providerId}/{alias}/settings */
export function providerSettingsHref(realm: string, providerId: string, alias: string): string {
  return `#/${segment(realm)}/identity-providers/${segment(providerId)}/${segment(alias)}/settings`;
}
