// GET /admin/serverinfo: the server's catalogue (features, component and mapper types, providers, policies, enums)
// that the console builds its pickers and switches from, compared fact by fact (serverInfoFacts.ts); and who may read
// it, and how much of it.
import type { CallOptions } from "./api.js";
import { differential } from "./differential.js";
import { HOST_SECTIONS, serverInfoFacts } from "./serverInfoFacts.js";

const SERVER_INFO = "/admin/serverinfo";

/** the SAML adapters' configurations and the Docker registry's files: formats the dev server does not write */
const UNWRITTEN_INSTALLATIONS = [
  ...["keycloak-saml", "keycloak-saml-subsystem", "keycloak-saml-subsystem-cli", "mod-auth-mellon"].map(
    (id) => `clientInstallations.saml.${id}`,
  ),
  "clientInstallations.docker-v2",
];

const facts: CallOptions = {
  compared: serverInfoFacts,
  differs: {
    fields: [
      ...HOST_SECTIONS,
      "componentTypes.userStorage.readonly-property-file",
      "componentTypes.uiPages.Todo",
      ...UNWRITTEN_INSTALLATIONS,
      "themes.admin.identity-admin-console",
      "providers.storage.providers.readonly-property-file",
      "providers.notRun",
    ],
    why:
      "the host's figures (system, memory, CPUs) are each machine's own, and so are the SPIs the dev server does " +
      "not run (JPA, Infinispan, the caches, ...); the property-file user storage and the Todo page are the dev " +
      "server's examples of an extension, which a stock Keycloak does not ship; the dev server offers no download " +
      "it cannot write (no SAML adapter configuration, no Docker registry files); and this console, which the " +
      "suite installs in Keycloak as an admin theme, is the dev server's own console, no theme",
  },
};

differential("realm-serverinfo", {}, (scenario) => {
  scenario("lists the facts of the catalogue the console reads", async (api) => {
    await api.get(SERVER_INFO, facts);
  });

  scenario("refuses an admin of nothing, and tells a realm's own admin no host facts", async (api) => {
    await api.as(await api.adminWith()).get(SERVER_INFO);
    await api.as(await api.adminWith("view-realm")).get(SERVER_INFO, facts);
  });
});
