/** Every per-realm query key starts with this, so leaving a realm can drop its whole cache subtree. */
export const realmKey = (realm: string) => ["realm", realm] as const;

export const serverInfoKey = ["serverInfo"] as const;

export const realmNamesKey = ["realmNames"] as const;
