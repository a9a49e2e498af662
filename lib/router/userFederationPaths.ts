/** The details route of a user-storage provider: LDAP and Kerberos have their own screens, others the generic one. */
export function providerDetailsLink(realm: string, providerId: string | undefined, id: string) {
  if (providerId === "ldap") return { to: "/$realm/user-federation/ldap/$id", params: { realm, id } } as const;
  if (providerId === "kerberos") return { to: "/$realm/user-federation/kerberos/$id", params: { realm, id } } as const;
  return {
    to: "/$realm/user-federation/$providerId/$id",
    params: { realm, providerId: providerId ?? "", id },
  } as const;
}

/** The add route of a provider type. */
export function providerNewLink(realm: string, providerId: string) {
  if (providerId === "ldap") return { to: "/$realm/user-federation/ldap/new", params: { realm } } as const;
  if (providerId === "kerberos") return { to: "/$realm/user-federation/kerberos/new", params: { realm } } as const;
  return { to: "/$realm/user-federation/$providerId/new", params: { realm, providerId } } as const;
}
