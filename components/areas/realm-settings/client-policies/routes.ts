import { screenRoute, tabRoute } from "@/components/shell/screenRoutes";
import { clientPoliciesTabs } from "./clientPoliciesTabs";

const base = "realm-settings/client-policies";
const manageRealm = { any: ["manage-realm"] };
const manageClients = { any: ["manage-clients"] };

/** The client policies tab's sub-tabs and its profile, executor, policy and condition screens (spec section 2). */
export const clientPoliciesRoutes = [
  tabRoute(clientPoliciesTabs, () => import("./ClientPoliciesSubTabScreen"), {
    access: { any: ["view-realm"] },
    title: "realmSettings",
  }),
  screenRoute(`${base}/$tab/add-profile`, () => import("./profiles/CreateProfileScreen"), {
    access: manageRealm,
    title: "createClientProfile",
  }),
  screenRoute(`${base}/$profileName/edit-profile`, () => import("./profiles/ProfileScreen"), {
    access: { any: ["view-realm", "view-users"] },
    title: "clientProfile",
  }),
  screenRoute(`${base}/$profileName/add-executor`, () => import("./executors/ExecutorScreen"), {
    access: manageRealm,
    title: "addExecutor",
  }),
  screenRoute(`${base}/$profileName/edit-profile/$executorName`, () => import("./executors/ExecutorScreen"), {
    access: manageRealm,
    title: "executorDetails",
  }),
  screenRoute(`${base}/policies/add-client-policy`, () => import("./policies/CreatePolicyScreen"), {
    access: manageClients,
    title: "createClientPolicy",
  }),
  screenRoute(`${base}/$policyName/edit-policy`, () => import("./policies/PolicyScreen"), {
    access: manageRealm,
    title: "clientPolicy",
  }),
  screenRoute(`${base}/$policyName/edit-policy/create-condition`, () => import("./conditions/ConditionScreen"), {
    access: manageClients,
    title: "addCondition",
  }),
  screenRoute(
    `${base}/$policyName/edit-policy/$conditionName/edit-condition`,
    () => import("./conditions/ConditionScreen"),
    { access: manageClients, title: "editCondition" },
  ),
] as const;
