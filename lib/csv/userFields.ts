/** The user's own fields that a CSV file carries both ways, import and export, in the order both list them. */
export const USER_FIELDS = ["username", "email", "firstName", "lastName", "enabled", "emailVerified"] as const;

export type UserField = (typeof USER_FIELDS)[number];
