/**
 * Stands in for @keycloak/keycloak-admin-client's resources/clientsV2.js in the browser build (next.config.mjs).
 * That experimental API (`clients.v2()`, off unless `enableExperimentalApis`) is the only user of the Kiota
 * runtime, which would otherwise put about 100 KB of minified code into the first load. The console never calls it.
 */
export class ClientsV2 {
  api(): never {
    throw new Error("The clients v2 API is not included in the console's build.");
  }
}
