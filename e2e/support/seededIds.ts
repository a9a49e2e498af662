// The ids of acme's seeded objects, which the details screens of the sweep (e2e/support/screens.ts) show.
import type KeycloakAdminClient from "@keycloak/keycloak-admin-client";
import { expect } from "./fixtures";
import { seededAuthorization } from "./seededAuthorization";
import { PAGE_PROVIDER, SEEDED, SWEPT_REALM, type SeededIds } from "./sweptScreen";

const REALM = SWEPT_REALM;

/** Looks every seeded object up by its name; fails on one the realm does not hold. */
export async function findSeededIds(admin: KeycloakAdminClient): Promise<SeededIds> {
  const [user] = await admin.users.find({ realm: REALM, username: SEEDED.user, exact: true });
  const role = await admin.roles.findOneByName({ realm: REALM, name: SEEDED.role });
  const scope = (await admin.clientScopes.find({ realm: REALM })).find(({ name }) => name === SEEDED.scope);
  const mappers = await admin.clientScopes.listProtocolMappers({ realm: REALM, id: scope?.id ?? "" });
  const [client] = await admin.clients.find({ realm: REALM, clientId: SEEDED.client });
  const [roleClient] = await admin.clients.find({ realm: REALM, clientId: SEEDED.roleClient });
  const clientRole = await admin.clients.findRole({
    realm: REALM,
    id: roleClient?.id ?? "",
    roleName: SEEDED.clientRole,
  });
  const group = (await admin.groups.find({ realm: REALM, search: SEEDED.group, exact: true }))[0];
  const subgroups = await admin.groups.listSubGroups({ realm: REALM, parentId: group?.id ?? "" });
  const [keyProvider] = await admin.components.find({
    realm: REALM,
    type: "org.keycloak.keys.KeyProvider",
    name: SEEDED.keyProvider,
  });
  const [registrationPolicy] = await admin.components.find({
    realm: REALM,
    type: "org.keycloak.services.clientregistration.policy.ClientRegistrationPolicy",
    name: SEEDED.registrationPolicy,
  });
  const storageProviders = await admin.components.find({
    realm: REALM,
    type: "org.keycloak.storage.UserStorageProvider",
  });
  const ldapProvider = storageProviders.find(({ name }) => name === SEEDED.ldapProvider);
  const ldapMappers = await admin.components.find({ realm: REALM, parent: ldapProvider?.id ?? "" });
  const browserFlow = (await admin.authenticationManagement.getFlows({ realm: REALM })).find(
    ({ alias }) => alias === SEEDED.browserFlow,
  );
  const [organization] = await admin.organizations.find({ realm: REALM, search: SEEDED.organization, exact: true });
  const authz = await seededAuthorization(admin);
  const pageItem = (
    await admin.components.find({ realm: REALM, type: "org.keycloak.services.ui.extend.UiPageProvider" })
  ).find(({ providerId, config }) => providerId === PAGE_PROVIDER && config?.name?.[0] === SEEDED.pageItem);
  const ids: SeededIds = {
    user: user?.id ?? "",
    role: role?.id ?? "",
    scope: scope?.id ?? "",
    mapper: mappers.find(({ name }) => name === SEEDED.mapper)?.id ?? "",
    group: group?.id ?? "",
    subgroup: subgroups.find(({ name }) => name === SEEDED.subgroup)?.id ?? "",
    client: client?.id ?? "",
    roleClient: roleClient?.id ?? "",
    clientRole: clientRole?.id ?? "",
    keyProvider: keyProvider?.id ?? "",
    browserFlow: browserFlow?.id ?? "",
    registrationPolicy: registrationPolicy?.id ?? "",
    organization: organization?.id ?? "",
    ...authz,
    ldapProvider: ldapProvider?.id ?? "",
    ldapMapper: ldapMappers.find(({ name }) => name === SEEDED.ldapMapper)?.id ?? "",
    kerberosProvider: storageProviders.find(({ name }) => name === SEEDED.kerberosProvider)?.id ?? "",
    propertyFileProvider: storageProviders.find(({ name }) => name === SEEDED.propertyFileProvider)?.id ?? "",
    pageItem: pageItem?.id ?? "",
  };
  for (const [name, id] of Object.entries(ids)) expect(id, `the seeded ${name} of ${REALM}`).not.toBe("");
  return ids;
}
