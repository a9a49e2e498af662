// Realm settings' user profile: the UPConfig round trip, Keycloak's validation of a saved configuration (each error
// text), the validators serverinfo offers, and a length validator enforced when an admin creates or updates a user.
import { after, before, beforeEach, describe, it } from "node:test";
import assert from "node:assert/strict";
import type {
  UserProfileAttribute,
  UserProfileConfig,
} from "@keycloak/keycloak-admin-client/lib/defs/userProfileMetadata.js";
import { startAcmeServer, type AcmeServer } from "./fixtures/acmeServer.js";

describe("realm settings: user profile", () => {
  let acme: AcmeServer;
  let original: UserProfileConfig;

  const getConfig = async () => (await (await acme.api("/users/profile")).json()) as UserProfileConfig;
  const putConfig = (config: unknown, token?: string) =>
    acme.api("/users/profile", { method: "PUT", body: JSON.stringify(config), token });
  const withAttribute = (attribute: UserProfileAttribute): UserProfileConfig => ({
    ...original,
    attributes: [...(original.attributes ?? []), attribute],
  });
  const rejected = async (config: unknown, expected: string) => {
    const res = await putConfig(config);
    assert.equal(res.status, 400);
    const body = (await res.json()) as { errorMessage: string };
    assert.ok(body.errorMessage.includes(expected), `${body.errorMessage} should name ${expected}`);
  };

  before(async () => {
    acme = await startAcmeServer();
    original = await getConfig();
  });
  beforeEach(async () => assert.equal((await putConfig(original)).status, 200));
  after(() => acme.server.cleanup());

  it("keeps what a PUT saves, in its order, and reports it in the metadata", async () => {
    const config: UserProfileConfig = {
      ...original,
      attributes: [
        {
          name: "shoeSize",
          displayName: "${shoeSize}",
          group: "user-metadata",
          multivalued: false,
          validations: { length: { min: 1, max: 2 } },
          annotations: { inputType: "text" },
          permissions: { view: ["admin", "user"], edit: ["admin"] },
          required: { roles: ["admin"] },
        },
        ...(original.attributes ?? []),
      ],
    };
    const res = await putConfig(config);
    assert.equal(res.status, 200);
    const saved = await getConfig();
    assert.deepEqual(saved, config);
    const metadata = (await (await acme.api("/users/profile/metadata")).json()) as {
      attributes: { name: string; required: boolean }[];
    };
    assert.equal(metadata.attributes[0].name, "shoeSize");
    assert.equal(metadata.attributes[0].required, true);
  });

  it("refuses a configuration without username or email", async () => {
    const withoutEmail = { ...original, attributes: original.attributes!.filter((a) => a.name !== "email") };
    await rejected(withoutEmail, "The attribute 'email' can not be removed");
    const withoutUsername = { ...original, attributes: original.attributes!.filter((a) => a.name !== "username") };
    await rejected(withoutUsername, "The attribute 'username' can not be removed");
  });

  it("refuses an invalid, missing or duplicated attribute name", async () => {
    await rejected(
      withAttribute({ name: "shoe size" }),
      "Invalid attribute name (only letters, numbers and '.' '_' '-'",
    );
    await rejected(withAttribute({ name: "" }), "Attribute configuration without 'name' is not allowed");
    await rejected(withAttribute({ name: "email" }), "Attribute configuration already exists with 'name':'email'");
  });

  it("refuses an unknown validator and a validator's wrong configuration", async () => {
    await rejected(
      withAttribute({ name: "shoeSize", validations: { "no-such-validator": {} } }),
      "Validator 'no-such-validator' defined for attribute 'shoeSize' doesn't exist",
    );
    await rejected(
      withAttribute({ name: "shoeSize", validations: { length: { min: 5, max: 2 } } }),
      "Validator 'length' defined for attribute 'shoeSize' has incorrect configuration",
    );
    await rejected(
      withAttribute({ name: "shoeSize", validations: { pattern: {} } }),
      "Validator 'pattern' defined for attribute 'shoeSize' has incorrect configuration",
    );
  });

  it("refuses an unknown group, unnamed groups, unknown roles and scopes, and malformed annotations", async () => {
    await rejected(
      withAttribute({ name: "shoeSize", group: "nowhere" }),
      "Attribute 'shoeSize' references unknown group 'nowhere'",
    );
    await rejected(
      { ...original, groups: [...(original.groups ?? []), { displayHeader: "x" }] },
      "Name is mandatory for groups, found 1 group(s) without name.",
    );
    await rejected(
      withAttribute({ name: "shoeSize", permissions: { view: ["auditor"], edit: [] } }),
      "'permissions.view' configuration for attribute 'shoeSize' contains unsupported role 'auditor'",
    );
    await rejected(
      withAttribute({ name: "shoeSize", required: { roles: ["admin"], scopes: ["no-such-scope"] } }),
      "'required.scopes' configuration for attribute 'shoeSize' contains unsupported scope 'no-such-scope'",
    );
    await rejected(
      withAttribute({ name: "shoeSize", annotations: { inputOptions: "a" } }),
      "Annotation 'inputOptions' configured for attribute 'shoeSize' must be an array of values!",
    );
    assert.deepEqual(await getConfig(), original);
  });

  it("lets only realm managers save, and offers Keycloak's validators in serverinfo", async () => {
    const helpdesk = await acme.loginAs("helpdesk");
    const res = await putConfig(original, await helpdesk.getAccessToken());
    assert.equal(res.status, 403);
    const info = await acme.admin.serverInfo.find();
    const ids = (info.componentTypes?.["org.keycloak.validate.Validator"] ?? []).map((v) => v.id);
    for (const id of ["length", "email", "integer", "double", "pattern", "uri", "options", "multivalued"])
      assert.ok(ids.includes(id), id);
  });

  it("enforces a length validator when an admin creates or updates a user", async () => {
    const attribute = {
      name: "nickname",
      validations: { length: { min: 3, max: 5 } },
      permissions: { view: ["admin"], edit: ["admin"] },
    };
    assert.equal((await putConfig(withAttribute(attribute))).status, 200);
    const tooLong = await acme.api("/users", {
      method: "POST",
      body: JSON.stringify({ username: "nick-long", enabled: true, attributes: { nickname: ["sevenxx"] } }),
    });
    assert.equal(tooLong.status, 400);
    const body = (await tooLong.json()) as { field: string; errorMessage: string; params: unknown[] };
    assert.equal(body.field, "nickname");
    assert.equal(body.errorMessage, "error-invalid-length");
    assert.deepEqual(body.params, ["nickname", 3, 5]);

    const ok = await acme.api("/users", {
      method: "POST",
      body: JSON.stringify({ username: "nick-ok", enabled: true, attributes: { nickname: ["four"] } }),
    });
    assert.equal(ok.status, 201);
    const [user] = await acme.admin.users.find({ username: "nick-ok", exact: true });
    assert.deepEqual(user.attributes?.nickname, ["four"]);
    const update = await acme.api(`/users/${user.id}`, {
      method: "PUT",
      body: JSON.stringify({ ...user, attributes: { nickname: ["ab"] } }),
    });
    assert.equal(update.status, 400);
    assert.equal(((await update.json()) as { field: string }).field, "nickname");
  });
});
