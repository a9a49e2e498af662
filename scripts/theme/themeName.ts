/** The admin theme's name in Keycloak: its folder under themes/ and the value of a realm's `adminTheme`. */
export const THEME_NAME = "identity-admin-console";
