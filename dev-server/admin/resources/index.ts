// Every resource module's register function; admin/router.ts calls each with (router, ctx). Routes that could
// shadow each other (/users/count before /users/{id}) are registered inside one function, so the order here is free.
export { registerAttackDetection } from "./attackDetection.js";
export { registerAuthentication } from "./authentication.js";
export { registerClientCertificates } from "./clientCertificates.js";
export { registerClientEvaluate } from "./clientEvaluate.js";
export { registerClientInstallation } from "./clientInstallation.js";
export { registerClientKeystores } from "./clientKeystores.js";
export { registerClientNodes } from "./clientNodes.js";
export { registerClientPolicies } from "./clientPolicies.js";
export { registerClients } from "./clients.js";
export { registerClientSecrets } from "./clientSecrets.js";
export { registerClientScopes } from "./clientScopes.js";
export { registerComponents } from "./components.js";
export { registerEvents } from "./events.js";
export { registerGroups } from "./groups.js";
export { registerIdentityProviders } from "./identityProviders.js";
export { registerLdapConnectionTest } from "./ldapConnectionTest.js";
export { registerOrganizations } from "./organizations.js";
export { registerPartialImport } from "./partialImport.js";
export { registerRoles } from "./roles.js";
export { registerSessions } from "./sessions.js";
export { registerSmtpTest } from "./smtpTest.js";
export { registerUiExtRoles } from "./uiExtRoles.js";
export { registerUsers } from "./users.js";
export { registerUserStorage } from "./userStorage.js";
