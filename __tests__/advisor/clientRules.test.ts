import type ClientRepresentation from "@keycloak/keycloak-admin-client/lib/defs/clientRepresentation.js";
import { clientFullScopeWithAdmins } from "@/lib/advisor/rules/clientFullScopeWithAdmins";
import { clientHttpRedirect } from "@/lib/advisor/rules/clientHttpRedirect";
import { clientImplicitFlow } from "@/lib/advisor/rules/clientImplicitFlow";
import { clientPublicDirectGrants } from "@/lib/advisor/rules/clientPublicDirectGrants";
import { clientPublicWithoutPkce } from "@/lib/advisor/rules/clientPublicWithoutPkce";
import { clientStaleSecret } from "@/lib/advisor/rules/clientStaleSecret";
import { clientWildcardRedirect } from "@/lib/advisor/rules/clientWildcardRedirect";
import { clientWildcardWebOrigins } from "@/lib/advisor/rules/clientWildcardWebOrigins";
import { serviceAccountAdminRoles } from "@/lib/advisor/rules/serviceAccountAdminRoles";
import type { AdvisorData } from "@/lib/advisor/types";
import { cleanData, found, secondsAgo } from "./advisorFixture";

const withClient = (client: ClientRepresentation, data: AdvisorData = cleanData()): AdvisorData => ({
  ...data,
  clients: [...data.clients, { id: "weak", clientId: "weak", ...client }],
});

describe("client rules", () => {
  it("finds nothing on well-configured clients", () => {
    const data = cleanData();
    for (const rule of [
      clientWildcardRedirect,
      clientHttpRedirect,
      clientImplicitFlow,
      clientPublicDirectGrants,
      clientPublicWithoutPkce,
      clientWildcardWebOrigins,
      clientStaleSecret,
      serviceAccountAdminRoles,
      clientFullScopeWithAdmins,
    ]) {
      expect(found(rule, data)).toEqual([]);
    }
  });

  it.each([["*"], ["https://*.example.com/callback"], ["https://app.example.*/x"]])(
    "flags the redirect URI %s as a wildcard host",
    (uri) => {
      expect(found(clientWildcardRedirect, withClient({ redirectUris: [uri] }))).toEqual(["client:weak"]);
    },
  );

  it("leaves a wildcard in the path alone", () => {
    expect(found(clientWildcardRedirect, withClient({ redirectUris: ["https://app.example.com/*"] }))).toEqual([]);
  });

  it("flags http redirect URIs outside localhost only", () => {
    expect(found(clientHttpRedirect, withClient({ redirectUris: ["http://app.example.com/cb"] }))).toEqual([
      "client:weak",
    ]);
    expect(
      found(clientHttpRedirect, withClient({ redirectUris: ["http://127.0.0.1:8080/cb", "http://[::1]/cb"] })),
    ).toEqual([]);
  });

  it("flags the implicit flow and fixes it by turning it off", () => {
    const [hit] = clientImplicitFlow.check(withClient({ implicitFlowEnabled: true }));
    expect(hit?.fix?.patch).toEqual({ implicitFlowEnabled: false });
    expect(found(clientImplicitFlow, withClient({ implicitFlowEnabled: false }))).toEqual([]);
  });

  it("flags direct grants on public clients, but not on confidential ones or admin-cli", () => {
    expect(
      found(clientPublicDirectGrants, withClient({ publicClient: true, directAccessGrantsEnabled: true })),
    ).toEqual(["client:weak"]);
    expect(
      found(clientPublicDirectGrants, withClient({ publicClient: false, directAccessGrantsEnabled: true })),
    ).toEqual([]);
  });

  it("flags public clients without PKCE S256 and keeps the other attributes in the fix", () => {
    const data = withClient({ publicClient: true, attributes: { "pkce.code.challenge.method": "plain", other: "1" } });
    const [hit] = clientPublicWithoutPkce.check(data);
    expect(hit?.fix?.patch).toEqual({ attributes: { "pkce.code.challenge.method": "S256", other: "1" } });
    expect(found(clientPublicWithoutPkce, withClient({ publicClient: true, standardFlowEnabled: false }))).toEqual([]);
  });

  it("flags web origins * and fixes them to the redirect URIs' origins", () => {
    const [hit] = clientWildcardWebOrigins.check(withClient({ webOrigins: ["*", "https://a.example"] }));
    expect(hit?.fix?.patch).toEqual({ webOrigins: ["+", "https://a.example"] });
    expect(found(clientWildcardWebOrigins, withClient({ webOrigins: ["https://a.example"] }))).toEqual([]);
  });

  it("flags a service account holding realm-management roles", () => {
    const data = cleanData();
    const manageUsers = { id: "mu", name: "manage-users", clientRole: true, containerId: "rm" };
    expect(found(serviceAccountAdminRoles, { ...data, serviceAccountAdminRoles: { backend: [manageUsers] } })).toEqual([
      "client:backend",
    ]);
  });

  it("flags a confidential client's secret older than a year where no policy rotates secrets", () => {
    const aged = (days: number) => ({ attributes: { "client.secret.creation.time": secondsAgo(days) } });
    expect(found(clientStaleSecret, withClient(aged(400)))).toEqual(["client:weak"]);
    expect(found(clientStaleSecret, withClient(aged(200)))).toEqual([]);
    expect(found(clientStaleSecret, withClient({ ...aged(400), publicClient: true }))).toEqual([]);
  });

  it("measures a secret's age against the shortest period of an enabled secret-rotation policy", () => {
    const rotating = (enabled: boolean): AdvisorData => ({
      ...withClient({ attributes: { "client.secret.creation.time": secondsAgo(40) } }),
      clientPolicies: [{ name: "rotate", enabled, profiles: ["rotation"] }],
      clientProfiles: [
        {
          name: "rotation",
          executors: [{ executor: "secret-rotation", configuration: { "expiration-period": "2592000" } }],
        },
      ],
    });
    // 40 days is past the policy's 30 and within the year allowed without one
    expect(found(clientStaleSecret, rotating(true))).toEqual(["client:weak"]);
    expect(found(clientStaleSecret, rotating(false))).toEqual([]);
  });

  it("flags full scope on a client people sign in to while someone who signs in administers the realm", () => {
    const signIn = { standardFlowEnabled: true, fullScopeAllowed: true };
    const [hit] = clientFullScopeWithAdmins.check(withClient(signIn));
    expect(hit?.subject).toMatchObject({ kind: "client", name: "weak", tab: "dedicatedScope" });
    expect(hit?.fix?.patch).toEqual({ fullScopeAllowed: false });
    expect(
      found(clientFullScopeWithAdmins, withClient({ implicitFlowEnabled: true, standardFlowEnabled: false })),
    ).toEqual(["client:weak"]);
  });

  it("leaves full scope alone without administrators, on clients no one signs in to, and on Keycloak's own", () => {
    const signIn = { standardFlowEnabled: true, fullScopeAllowed: true };
    const data = withClient(signIn);
    expect(found(clientFullScopeWithAdmins, { ...data, administrators: [] })).toEqual([]);
    // a group holding an administration role makes its members administrators
    const adminGroups = [{ group: { id: "g1", name: "helpdesk", path: "/helpdesk" }, idPath: ["g1"] }];
    expect(found(clientFullScopeWithAdmins, { ...data, administrators: [], adminGroups })).toEqual(["client:weak"]);
    // a service account holding manage-users never signs in to a client
    const robot = { user: { id: "sa-backend", username: "service-account-backend" }, credentialTypes: [] };
    expect(found(clientFullScopeWithAdmins, { ...data, administrators: [robot] })).toEqual([]);
    expect(found(clientFullScopeWithAdmins, withClient({ ...signIn, standardFlowEnabled: false }))).toEqual([]);
    expect(found(clientFullScopeWithAdmins, withClient({ ...signIn, bearerOnly: true }))).toEqual([]);
    expect(found(clientFullScopeWithAdmins, withClient({ ...signIn, clientId: "security-admin-console" }))).toEqual([]);
    const master = { ...data.realm, realm: "master" };
    expect(
      found(clientFullScopeWithAdmins, { ...withClient({ ...signIn, clientId: "acme-realm" }), realm: master }),
    ).toEqual([]);
  });
});
