/** Every per-realm query key starts with this, so leaving a realm can drop its whole cache subtree. */
export const realmKey = (realm: string) => ["realm", realm] as const;
