/** Keycloak's cache policies of a user-storage provider, and which of the cache fields each one uses. */
export const CACHE_POLICIES = ["DEFAULT", "EVICT_DAILY", "EVICT_WEEKLY", "MAX_LIFESPAN", "NO_CACHE"] as const;

export const CACHE_DEFAULTS: Record<string, string> = {
  cachePolicy: "DEFAULT",
  evictionDay: "",
  evictionHour: "",
  evictionMinute: "",
  maxLifespan: "",
};

/** Days as Keycloak stores evictionDay: 1 is Sunday (java.util.Calendar). */
export const EVICTION_DAYS = ["1", "2", "3", "4", "5", "6", "7"] as const;

export function cacheFieldsOf(policy: string | undefined): { day: boolean; time: boolean; lifespan: boolean } {
  return {
    day: policy === "EVICT_WEEKLY",
    time: policy === "EVICT_DAILY" || policy === "EVICT_WEEKLY",
    lifespan: policy === "MAX_LIFESPAN",
  };
}
