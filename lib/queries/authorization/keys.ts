/** The client and the admin client's path parameters every authorization call takes. */
export type AuthzTarget = { realm: string; clientId: string };
