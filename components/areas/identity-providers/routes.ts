import { screenRoute, tabRoute } from "@/components/shell/screenRoutes";
import { identityProviderTabs } from "./identityProviderTabs";

const addProvider = () => import("./AddIdentityProviderScreen");
const mapperScreen = () => import("./mappers/IdentityProviderMapperScreen");
const MANAGE = { any: ["manage-identity-providers"] };

export const identityProvidersRoutes = [
  screenRoute("identity-providers", () => import("./IdentityProvidersScreen"), {
    access: { any: ["view-identity-providers"] },
    title: "identityProviders",
    nav: { group: "configure", order: 3, label: "identityProviders" },
  }),
  screenRoute("identity-providers/keycloak-oidc/add", addProvider, {
    access: MANAGE,
    title: "addIdentityProviderRoute",
  }),
  screenRoute("identity-providers/oidc/add", addProvider, { access: MANAGE, title: "addIdentityProviderRoute" }),
  screenRoute("identity-providers/saml/add", addProvider, { access: MANAGE, title: "addIdentityProviderRoute" }),
  screenRoute("identity-providers/$providerId/add", addProvider, { access: MANAGE, title: "addIdentityProviderRoute" }),
  tabRoute(identityProviderTabs, () => import("./details/IdentityProviderDetailsScreen"), {
    access: { any: ["view-identity-providers"] },
    title: "providerDetails",
  }),
  screenRoute("identity-providers/$providerId/$alias/$tab/create", mapperScreen, {
    access: MANAGE,
    title: "addIdentityProviderMapper",
  }),
  screenRoute("identity-providers/$providerId/$alias/mappers/$id", mapperScreen, {
    access: MANAGE,
    title: "mappingDetails",
  }),
] as const;
