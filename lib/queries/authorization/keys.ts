import { clientKey } from "../clients/keys";

/**
 * Everything of a client's resource server lives under its client: resources, scopes, policies and permissions
 * refer to each other, so any change reloads the whole subtree, and a change to the client reloads it too.
 */
export const authzKeys = {
  all: (realm: string, clientId: string) => [...clientKey(realm, clientId), "authz"] as const,
  part: (realm: string, clientId: string, part: string, ...rest: unknown[]) =>
    [...authzKeys.all(realm, clientId), part, ...rest] as const,
};

/** The client and the admin client's path parameters every authorization call takes. */
export type AuthzTarget = { realm: string; clientId: string };
