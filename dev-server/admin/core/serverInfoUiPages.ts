// The declarative admin pages (UI page providers) GET /admin/serverinfo lists: the dev server ships the example
// provider of Keycloak's admin-ui-page quickstart, so the console's page-section screens have a page to show.
import type { ConfigPropertyRepresentation } from "@keycloak/keycloak-admin-client/lib/defs/configPropertyRepresentation.js";
import { property } from "./mapperConfigProperties.js";

const UI_PAGE_PROVIDER_TYPE = "org.keycloak.services.ui.extend.UiPageProvider";
const UI_TAB_PROVIDER_TYPE = "org.keycloak.services.ui.extend.UiTabProvider";

const todoProperties: ConfigPropertyRepresentation[] = [
  property("name", "Name", "Short name of the task"),
  property("description", "Description", "Longer description of the task", { type: "Text" }),
];

export const UI_PAGE_COMPONENT_TYPES = {
  [UI_PAGE_PROVIDER_TYPE]: [
    {
      id: "Todo",
      helpText: "Here you can store your Todo items",
      properties: todoProperties,
      clientProperties: [],
      metadata: {},
    },
  ],
  [UI_TAB_PROVIDER_TYPE]: [],
};
