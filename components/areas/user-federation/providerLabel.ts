/** How a provider id reads on a card: LDAP in capitals, others capitalised ("kerberos" -> "Kerberos"). */
export function providerLabel(providerId: string | undefined): string {
  if (!providerId) return "";
  if (providerId.toLowerCase() === "ldap") return "LDAP";
  return providerId.charAt(0).toUpperCase() + providerId.slice(1);
}

/** A component is enabled unless its config says "false". */
export function isProviderEnabled(config: Record<string, string | string[]> | undefined): boolean {
  const value = config?.enabled;
  return (Array.isArray(value) ? value[0] : value) !== "false";
}
