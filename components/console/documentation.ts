export const DOCUMENTATION_URL = "https://www.keycloak.org/docs/26.0/server_admin/index.html";
