export const DOCUMENTATION_URL = "https://www.keycloak.org/docs/26.0/server_admin/index.html";

/** The project's pages the welcome tab links to, as Keycloak's console does (its help-urls). */
export const GUIDES_URL = "https://www.keycloak.org/guides";
export const COMMUNITY_URL = "https://www.keycloak.org/community";
export const BLOG_URL = "https://www.keycloak.org/blog";
