import { tabList } from "@/lib/router/tabList";
import type { RegistrationPolicyKind } from "@/lib/queries/clientRegistrationPolicies";

/** The client registration tab's sub-tabs: the policies for anonymous and for authenticated requests. */
export const clientRegistrationTabs = tabList<"clients/client-registration", RegistrationPolicyKind>(
  "clients/client-registration",
  ["anonymous", "authenticated"],
  { titles: { anonymous: "anonymousAccessPolicies", authenticated: "authenticatedAccessPolicies" } },
);

export const registrationPolicyPath = "/$realm/clients/client-registration/$subTab/$providerId";
export const registrationPolicyEditPath = "/$realm/clients/client-registration/$subTab/$providerId/$id";
