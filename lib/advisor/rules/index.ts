import type { Rule } from "../types";
import { adminWithoutSecondFactor } from "./adminWithoutSecondFactor";
import { clientFullScopeWithAdmins } from "./clientFullScopeWithAdmins";
import { clientHttpRedirect } from "./clientHttpRedirect";
import { clientImplicitFlow } from "./clientImplicitFlow";
import { clientPublicDirectGrants } from "./clientPublicDirectGrants";
import { clientPublicWithoutPkce } from "./clientPublicWithoutPkce";
import { clientStaleSecret } from "./clientStaleSecret";
import { clientWildcardRedirect } from "./clientWildcardRedirect";
import { clientWildcardWebOrigins } from "./clientWildcardWebOrigins";
import { compositeAdminRoles } from "./compositeAdminRoles";
import { defaultRolesAdmin } from "./defaultRolesAdmin";
import { groupAdminRoles } from "./groupAdminRoles";
import { idpForceSyncUntrusted } from "./idpForceSyncUntrusted";
import { idpTrustEmail } from "./idpTrustEmail";
import { ldapCredentialInUrl } from "./ldapCredentialInUrl";
import { ldapWithoutStartTls } from "./ldapWithoutStartTls";
import { realmAdminEventsOff } from "./realmAdminEventsOff";
import { realmBruteForceOff } from "./realmBruteForceOff";
import { realmRegistrationWithoutVerification } from "./realmRegistrationWithoutVerification";
import { realmSslNone } from "./realmSslNone";
import { realmUnmanagedAttributes } from "./realmUnmanagedAttributes";
import { realmUserEventsUnkept } from "./realmUserEventsUnkept";
import { realmWeakPasswordPolicy } from "./realmWeakPasswordPolicy";
import { serviceAccountAdminRoles } from "./serviceAccountAdminRoles";
import { tokenAccessLifespan } from "./tokenAccessLifespan";
import { tokenLongSsoSessions } from "./tokenLongSsoSessions";
import { tokenOfflineWithoutMax } from "./tokenOfflineWithoutMax";
import { tokenRefreshNotRevoked } from "./tokenRefreshNotRevoked";

/** Every rule the advisor runs, in the order its findings are listed within a severity. A new rule is one line here. */
export const advisorRules: readonly Rule[] = [
  clientWildcardRedirect,
  clientHttpRedirect,
  clientImplicitFlow,
  clientPublicDirectGrants,
  clientPublicWithoutPkce,
  clientWildcardWebOrigins,
  clientStaleSecret,
  serviceAccountAdminRoles,
  clientFullScopeWithAdmins,
  realmSslNone,
  realmBruteForceOff,
  realmWeakPasswordPolicy,
  realmRegistrationWithoutVerification,
  realmAdminEventsOff,
  realmUserEventsUnkept,
  realmUnmanagedAttributes,
  tokenAccessLifespan,
  tokenLongSsoSessions,
  tokenOfflineWithoutMax,
  tokenRefreshNotRevoked,
  idpTrustEmail,
  idpForceSyncUntrusted,
  ldapWithoutStartTls,
  ldapCredentialInUrl,
  defaultRolesAdmin,
  groupAdminRoles,
  compositeAdminRoles,
  adminWithoutSecondFactor,
];
