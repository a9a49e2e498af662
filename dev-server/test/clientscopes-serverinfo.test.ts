// serverinfo describes Keycloak's protocol mapper types with their real property lists (the console renders its
// mapper forms from them) and the predefined mappers the "Add predefined mapper" dialog offers.
import { after, before, describe, it } from "node:test";
import assert from "node:assert/strict";
import type { ServerInfoRepresentation } from "@keycloak/keycloak-admin-client/lib/defs/serverInfoRepesentation.js";
import { adminClient, startTestServer, type TestServer } from "./helpers/testServer.js";

describe("serverinfo protocol mappers", () => {
  let server: TestServer;
  let info: ServerInfoRepresentation;
  before(async () => {
    server = await startTestServer();
    info = await (await adminClient(server.url)).serverInfo.find();
  });
  after(() => server.cleanup());

  const type = (protocol: string, id: string) => {
    const found = info.protocolMapperTypes![protocol].find((t) => t.id === id);
    assert.ok(found, `${protocol} mapper type ${id}`);
    return found;
  };

  it("lists the mapper types the client-scope screens offer, for both protocols", () => {
    for (const id of [
      "oidc-usermodel-attribute-mapper",
      "oidc-usermodel-property-mapper",
      "oidc-hardcoded-claim-mapper",
      "oidc-hardcoded-role-mapper",
      "oidc-role-name-mapper",
      "oidc-usermodel-realm-role-mapper",
      "oidc-usermodel-client-role-mapper",
      "oidc-group-membership-mapper",
      "oidc-audience-mapper",
      "oidc-audience-resolve-mapper",
      "oidc-full-name-mapper",
      "oidc-address-mapper",
      "oidc-allowed-origins-mapper",
      "oidc-sha256-pairwise-sub-mapper",
    ])
      type("openid-connect", id);
    for (const id of ["saml-role-list-mapper", "saml-user-attribute-mapper", "saml-hardcode-attribute-mapper"])
      type("saml", id);
  });

  it("gives the user attribute mapper Keycloak's properties with their label keys, types and defaults", () => {
    const properties = type("openid-connect", "oidc-usermodel-attribute-mapper").properties;
    assert.deepEqual(
      properties.map((p) => [p.name, p.label, p.type, p.defaultValue ?? null]),
      [
        ["user.attribute", "usermodel.attr.label", "UserProfileAttributeList", null],
        ["claim.name", "tokenClaimName.label", "String", null],
        ["jsonType.label", "jsonType.label", "List", null],
        ["id.token.claim", "includeInIdToken.label", "boolean", "true"],
        ["access.token.claim", "includeInAccessToken.label", "boolean", "true"],
        ["lightweight.claim", "includeInLightweight.label", "boolean", "false"],
        ["userinfo.token.claim", "includeInUserInfo.label", "boolean", "true"],
        ["introspection.token.claim", "includeInIntrospection.label", "boolean", "true"],
        ["multivalued", "multivalued.label", "boolean", null],
        ["aggregate.attrs", "aggregate.attrs.label", "boolean", null],
      ],
    );
    assert.equal(properties[1].helpText, "tokenClaimName.tooltip");
    assert.equal(properties[1].required, true);
    assert.deepEqual(properties[2].options, ["String", "long", "int", "boolean", "JSON"]);
  });

  it("keeps the audience out of the ID token by default and offers only the tokens a mapper writes to", () => {
    const audience = type("openid-connect", "oidc-audience-mapper").properties;
    assert.equal(audience.find((p) => p.name === "id.token.claim")?.defaultValue, "false");
    assert.equal(audience.find((p) => p.name === "included.client.audience")?.type, "ClientList");
    assert.equal(
      audience.find((p) => p.name === "userinfo.token.claim"),
      undefined,
    );
    const origins = type("openid-connect", "oidc-allowed-origins-mapper").properties.map((p) => p.name);
    assert.deepEqual(origins, ["access.token.claim", "lightweight.claim", "introspection.token.claim"]);
    const address = type("openid-connect", "oidc-address-mapper").properties;
    assert.equal(address.find((p) => p.name === "user.attribute.postal_code")?.defaultValue, "postal_code");
    const hardcodedRole = type("openid-connect", "oidc-hardcoded-role-mapper");
    assert.deepEqual(
      hardcodedRole.properties.map((p) => [p.name, p.type]),
      [["role", "Role"]],
    );
    assert.equal(hardcodedRole.priority, 20);
  });

  it("describes the SAML role list and attribute mappers", () => {
    const roleList = type("saml", "saml-role-list-mapper");
    assert.equal(roleList.category, "Role Mapper");
    assert.deepEqual(
      roleList.properties.map((p) => [p.name, p.defaultValue ?? null]),
      [
        ["attribute.name", "Role"],
        ["friendly.name", null],
        ["attribute.nameformat", null],
        ["single", "true"],
      ],
    );
    const hardcoded = type("saml", "saml-hardcode-attribute-mapper").properties.map((p) => p.name);
    assert.deepEqual(hardcoded, ["friendly.name", "attribute.name", "attribute.nameformat", "attribute.value"]);
  });

  it("offers Keycloak's predefined mappers, each of a listed type", () => {
    const builtins = info.builtinProtocolMappers!;
    const names = (protocol: string) => builtins[protocol].map((m) => m.name);
    for (const name of ["email", "given name", "full name", "address", "realm roles", "audience resolve", "groups"])
      assert.ok(names("openid-connect").includes(name), name);
    for (const name of ["X500 email", "role list"]) assert.ok(names("saml").includes(name), name);
    for (const [protocol, mappers] of Object.entries(builtins))
      for (const mapper of mappers) type(protocol, mapper.protocolMapper!);
    const email = builtins["openid-connect"].find((m) => m.name === "email")!;
    assert.equal(email.config!["claim.name"], "email");
  });
});
