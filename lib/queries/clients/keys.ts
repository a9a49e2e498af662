import { realmKey } from "../keys";

/** Every client query of the realm lives under this, so a change anywhere reloads lists and details. */
export const clientsKey = (realm: string) => [...realmKey(realm), "clients"] as const;
/** One client; what belongs to it (secret, sessions, scopes, mappers) lives under this key. */
export const clientKey = (realm: string, id: string) => [...clientsKey(realm), "by-id", id] as const;
/** One named part of a client, e.g. clientPartKey(realm, id, "secret"). */
export const clientPartKey = (realm: string, id: string, part: string, ...rest: unknown[]) =>
  [...clientKey(realm, id), part, ...rest] as const;
/** The client picker's pages: under clientsKey, so client changes reload them, apart from the table's pages. */
export const clientPickerKey = (realm: string) => [...clientsKey(realm), "picker"] as const;
