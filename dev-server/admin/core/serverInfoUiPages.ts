// The declarative admin pages (UI page providers) GET /admin/serverinfo lists: the dev server ships the example
// provider of Keycloak's admin-ui-page quickstart, so the console's page-section screens have a page to show.
// Providers are server-wide in Keycloak, so the example is in every realm's sidebar; consoles name a page by
// translating its id through the admin theme's messages, and the example ships messages (as an extension's theme
// would) that name it as the example it is rather than as a feature of the server.
import type { ConfigPropertyRepresentation } from "@keycloak/keycloak-admin-client/lib/defs/configPropertyRepresentation.js";
import { property } from "./mapperConfigProperties.js";

const UI_PAGE_PROVIDER_TYPE = "org.keycloak.services.ui.extend.UiPageProvider";
const UI_TAB_PROVIDER_TYPE = "org.keycloak.services.ui.extend.UiTabProvider";

const todoProperties: ConfigPropertyRepresentation[] = [
  property("name", "Name", "Short name of the task"),
  property("description", "Description", "Longer description of the task", { type: "Text" }),
];

const EXAMPLE_PAGE_ID = "Todo";

/** The example's admin messages by language: its page's name, under the page's id. */
const EXAMPLE_PAGE_NAMES: Record<string, string> = {
  en: "Example: to-do list",
  de: "Beispiel: To-do-Liste",
  ar: "مثال: قائمة المهام",
};

/** The messages the example adds to the admin theme for `locale` (its language, else English). */
export function exampleUiPageMessages(locale: string): Record<string, string> {
  return { [EXAMPLE_PAGE_ID]: EXAMPLE_PAGE_NAMES[locale.split("-")[0]] ?? EXAMPLE_PAGE_NAMES.en };
}

export const UI_PAGE_COMPONENT_TYPES = {
  [UI_PAGE_PROVIDER_TYPE]: [
    {
      id: EXAMPLE_PAGE_ID,
      helpText:
        "An example extension page, from Keycloak's admin UI page quickstart: to-do items kept as realm components.",
      properties: todoProperties,
      clientProperties: [],
      metadata: {},
    },
  ],
  [UI_TAB_PROVIDER_TYPE]: [],
};
