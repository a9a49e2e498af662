import { activeFilters } from "@/lib/queries/events";

type Filters = Record<string, string | string[] | undefined>;

/** One applied filter value as a removable chip: which field, its label's message key, the value. */
export type FilterChip = { field: string; labelKey: string; value: string };

/** A chip per applied value (a list filter gives one chip per item), in the order of `labels`. */
export function filterChips(filters: Filters, labels: Partial<Record<string, string>>): FilterChip[] {
  const applied = activeFilters(filters) as Filters;
  return Object.entries(labels).flatMap(([field, labelKey]) => {
    const value = applied[field];
    if (value === undefined || labelKey === undefined) return [];
    return (Array.isArray(value) ? value : [value]).map((item) => ({ field, labelKey, value: item }));
  });
}

/** The filters without one chip's value (a list keeps its other items). */
export function withoutChip<T extends Filters>(filters: T, chip: FilterChip): T {
  const current = filters[chip.field];
  const next = Array.isArray(current) ? current.filter((item) => item !== chip.value) : undefined;
  return activeFilters({ ...filters, [chip.field]: next }) as T;
}

/** How many filter fields are applied. */
export function appliedFilterCount(filters: Filters): number {
  return Object.keys(activeFilters(filters)).length;
}

/** Event types offered when the server info has no eventType enum (Keycloak 26's most common ones). */
export const FALLBACK_EVENT_TYPES = [
  "LOGIN",
  "LOGIN_ERROR",
  "LOGOUT",
  "LOGOUT_ERROR",
  "REGISTER",
  "REGISTER_ERROR",
  "CODE_TO_TOKEN",
  "CODE_TO_TOKEN_ERROR",
  "CLIENT_LOGIN",
  "CLIENT_LOGIN_ERROR",
  "REFRESH_TOKEN",
  "REFRESH_TOKEN_ERROR",
  "INTROSPECT_TOKEN",
  "INTROSPECT_TOKEN_ERROR",
  "TOKEN_EXCHANGE",
  "TOKEN_EXCHANGE_ERROR",
  "USER_INFO_REQUEST",
  "USER_INFO_REQUEST_ERROR",
  "UPDATE_PASSWORD",
  "UPDATE_PASSWORD_ERROR",
  "UPDATE_PROFILE",
  "UPDATE_PROFILE_ERROR",
  "UPDATE_EMAIL",
  "UPDATE_EMAIL_ERROR",
  "VERIFY_EMAIL",
  "VERIFY_EMAIL_ERROR",
  "SEND_VERIFY_EMAIL",
  "SEND_VERIFY_EMAIL_ERROR",
  "SEND_RESET_PASSWORD",
  "SEND_RESET_PASSWORD_ERROR",
  "RESET_PASSWORD",
  "RESET_PASSWORD_ERROR",
  "UPDATE_TOTP",
  "UPDATE_TOTP_ERROR",
  "REMOVE_TOTP",
  "REMOVE_TOTP_ERROR",
  "REVOKE_GRANT",
  "REVOKE_GRANT_ERROR",
  "IDENTITY_PROVIDER_LOGIN",
  "IDENTITY_PROVIDER_LOGIN_ERROR",
  "IDENTITY_PROVIDER_FIRST_LOGIN",
  "IDENTITY_PROVIDER_FIRST_LOGIN_ERROR",
  "IMPERSONATE",
  "IMPERSONATE_ERROR",
  "RESTART_AUTHENTICATION",
  "RESTART_AUTHENTICATION_ERROR",
] as const;

export const FALLBACK_OPERATION_TYPES = ["CREATE", "UPDATE", "DELETE", "ACTION"] as const;
