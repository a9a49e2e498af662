// acme's seeded acme-documents client, written as Keycloak exports a resource server (references by name, the role
// policy's role by the id the seed gives it): its resource, scope, role policy and scope permission load with their
// references resolved, and evaluating them permits a manager and denies a user without the role, as the console's
// sweep and e2e rely on.
import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import { startAcmeServer, type AcmeServer } from "./fixtures/acmeServer.js";

describe("seed: acme-documents' authorization services", () => {
  let s: AcmeServer;
  let id: string;

  before(async () => {
    s = await startAcmeServer();
    const [client] = await s.admin.clients.find({ clientId: "acme-documents" });
    id = client!.id!;
  });
  after(async () => {
    await s.server.cleanup();
  });

  it("holds a resource with its scope, a role policy and a scope permission applying it", async () => {
    const [resource] = await s.admin.clients.listResources({ id, name: "Document" });
    assert.deepEqual(
      resource?.scopes?.map((scope) => scope.name),
      ["document:view"],
    );
    const [permission] = await s.admin.clients.findPermissions({ id, name: "View documents" });
    assert.equal(permission?.type, "scope");
    const policies = await s.admin.clients.getAssociatedPolicies({ id, permissionId: permission!.id! });
    assert.deepEqual(
      policies.map((policy) => policy.name),
      ["Managers"],
    );
    const manager = await s.admin.roles.findOneByName({ name: "manager" });
    const role = (await s.admin.clients.findOnePolicyWithType({
      id,
      type: "role",
      policyId: policies[0]!.id!,
    })) as unknown as {
      roles?: { id: string; required: boolean }[];
    };
    assert.deepEqual(role.roles, [{ id: manager!.id, required: false }]);
  });

  it("permits a manager and denies a user without the role", async () => {
    const decision = async (username: string) => {
      const [user] = await s.admin.users.find({ username, exact: true });
      const [resource] = await s.admin.clients.listResources({ id, name: "Document" });
      const response = await s.admin.clients.evaluateResource(
        { id },
        {
          userId: user!.id!,
          entitlements: false,
          context: { attributes: {} },
          resources: [{ _id: resource!._id, name: resource!.name, scopes: resource!.scopes }],
        },
      );
      return response.status;
    };
    const { id: userId } = await s.admin.users.create({ username: "seed-authz-manager", enabled: true });
    const manager = await s.admin.roles.findOneByName({ name: "manager" });
    await s.admin.users.addRealmRoleMappings({ id: userId, roles: [{ id: manager!.id!, name: "manager" }] });
    assert.equal(await decision("seed-authz-manager"), "PERMIT");
    assert.equal(await decision("helpdesk"), "DENY");
  });
});
