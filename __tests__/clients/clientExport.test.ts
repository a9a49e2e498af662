import { exportedClientFileName, toExportedClient } from "@/components/areas/clients/clientExport";

describe("toExportedClient", () => {
  it("drops the client's id and its protocol mappers' ids, keeping everything else", () => {
    const client = {
      id: "c-1",
      clientId: "portal",
      name: "Portal",
      attributes: { "post.logout.redirect.uris": "+" },
      protocolMappers: [
        {
          id: "m-1",
          name: "audience",
          protocol: "openid-connect",
          protocolMapper: "oidc-audience-mapper",
          config: { "included.client.audience": "api" },
        },
        { id: "m-2", name: "email", protocol: "openid-connect", protocolMapper: "oidc-usermodel-property-mapper" },
      ],
    };
    const exported = toExportedClient(client);

    expect(exported).toEqual({
      clientId: "portal",
      name: "Portal",
      attributes: { "post.logout.redirect.uris": "+" },
      protocolMappers: [
        {
          name: "audience",
          protocol: "openid-connect",
          protocolMapper: "oidc-audience-mapper",
          config: { "included.client.audience": "api" },
        },
        { name: "email", protocol: "openid-connect", protocolMapper: "oidc-usermodel-property-mapper" },
      ],
    });
    expect(JSON.stringify(exported)).not.toContain('"id"');
  });

  it("leaves the input untouched", () => {
    const client = { id: "c-1", clientId: "portal", protocolMappers: [{ id: "m-1", name: "audience" }] };
    toExportedClient(client);
    expect(client).toEqual({ id: "c-1", clientId: "portal", protocolMappers: [{ id: "m-1", name: "audience" }] });
  });

  it("adds no protocolMappers field when the client has none", () => {
    expect(toExportedClient({ id: "c-1", clientId: "cli" })).toEqual({ clientId: "cli" });
  });
});

describe("exportedClientFileName", () => {
  it("is the clientId with .json", () => {
    expect(exportedClientFileName({ clientId: "acme-portal" })).toBe("acme-portal.json");
  });
});
