// The English messages of every area but the shell's, merged flat. Keys reuse Keycloak's admin message keys, so a
// real Keycloak's realm translations (GET /resources/{realm}/admin/{lng}) overlay them one to one. Each area keeps
// its keys in its own file; add the file here. This module is its own chunk, loaded by lib/i18n/areaMessages.ts.
import common from "./common.json";
import kit from "./kit.json";
import realms from "./realms.json";
import events from "./events.json";
import userFederation from "./userFederation.json";
import userFederationLdap from "./userFederationLdap.json";
import authentication from "./authentication.json";
import authenticationPolicies from "./authenticationPolicies.json";
import authenticationFlowEditor from "./authenticationFlowEditor.json";
import authenticationFlows from "./authenticationFlows.json";
import realmSettings from "./realmSettings.json";
import realmSettingsTokens from "./realmSettingsTokens.json";
import realmSettingsLogin from "./realmSettingsLogin.json";
import realmSettingsSecurity from "./realmSettingsSecurity.json";
import realmSettingsEmail from "./realmSettingsEmail.json";
import realmSettingsUserProfile from "./realmSettingsUserProfile.json";
import realmSettingsGeneral from "./realmSettingsGeneral.json";
import realmSettingsKeys from "./realmSettingsKeys.json";
import realmSettingsLocalization from "./realmSettingsLocalization.json";
import realmSettingsClientPolicies from "./realmSettingsClientPolicies.json";
import userDetails from "./userDetails.json";
import roleMapping from "./roleMapping.json";
import roleDetails from "./roleDetails.json";
import clients from "./clients.json";
import clientRegistration from "./clientRegistration.json";
import clientRoles from "./clientRoles.json";
import clientForm from "./clientForm.json";
import clientCredentials from "./clientCredentials.json";
import clientScopes from "./clientScopes.json";
import identityProviders from "./identityProviders.json";
import identityProviderDetails from "./identityProviderDetails.json";
import organizations from "./organizations.json";
import users from "./users.json";
import usersBulk from "./usersBulk.json";
import usersCsv from "./usersCsv.json";
import groups from "./groups.json";
import realmRoles from "./realmRoles.json";
import sessions from "./sessions.json";
import dynamicConfig from "./dynamicConfig.json";
import protocolMappers from "./protocolMappers.json";
import clientScopesTab from "./clientScopesTab.json";
import clientAuthorization from "./clientAuthorization.json";
import pageSection from "./pageSection.json";
import dashboardActivity from "./dashboardActivity.json";
import realmSettingsTranslationCoverage from "./realmSettingsTranslationCoverage.json";
import managementPermissions from "./managementPermissions.json";
import dashboardInfo from "./dashboardInfo.json";
import commandPalette from "./commandPalette.json";
import reviewBeforeSave from "./reviewBeforeSave.json";
import realmDiff from "./realmDiff.json";
import advisor from "./advisor.json";

const areaMessages: Record<string, string> = {
  ...common,
  ...kit,
  ...realms,
  ...events,
  ...userFederation,
  ...userFederationLdap,
  ...authentication,
  ...authenticationPolicies,
  ...authenticationFlowEditor,
  ...authenticationFlows,
  ...realmSettings,
  ...realmSettingsTokens,
  ...realmSettingsLogin,
  ...realmSettingsSecurity,
  ...realmSettingsEmail,
  ...realmSettingsUserProfile,
  ...realmSettingsGeneral,
  ...realmSettingsKeys,
  ...realmSettingsLocalization,
  ...realmSettingsClientPolicies,
  ...roleMapping,
  ...roleDetails,
  ...clients,
  ...clientRegistration,
  ...clientRoles,
  ...clientForm,
  ...clientCredentials,
  ...clientScopes,
  ...userDetails,
  ...users,
  ...usersBulk,
  ...usersCsv,
  ...groups,
  ...realmRoles,
  ...sessions,
  ...identityProviders,
  ...identityProviderDetails,
  ...organizations,
  ...dynamicConfig,
  ...protocolMappers,
  ...clientScopesTab,
  ...clientAuthorization,
  ...pageSection,
  ...dashboardActivity,
  ...realmSettingsTranslationCoverage,
  ...managementPermissions,
  ...dashboardInfo,
  ...commandPalette,
  ...reviewBeforeSave,
  ...realmDiff,
  ...advisor,
};

export default areaMessages;
