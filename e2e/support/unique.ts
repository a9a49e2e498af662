/** A name no other test, run or retry has taken: the specs share one server (and Keycloak) for a whole run. */
export const unique = (prefix: string) => `${prefix}-${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
