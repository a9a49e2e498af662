import type RealmRepresentation from "@keycloak/keycloak-admin-client/lib/defs/realmRepresentation.js";
import { diffRealms } from "@/lib/realm-diff/diff";

const base = (realm: string): RealmRepresentation => ({
  id: `${realm}-id`,
  realm,
  accessTokenLifespan: 300,
  attributes: { "frontend.url": "" },
  clients: [
    {
      id: `${realm}-c1`,
      clientId: "app",
      redirectUris: ["https://a.example/*", "https://b.example/*"],
      secret: "s3cret",
      baseUrl: `/realms/${realm}/account/`,
      protocolMappers: [{ id: `${realm}-m1`, name: "email", protocol: "openid-connect", config: { a: "1" } }],
    },
  ],
  roles: {
    realm: [
      { id: `${realm}-r1`, name: "reader", description: "Reads", containerId: `${realm}-id` },
      { id: `${realm}-r2`, name: `default-roles-${realm}`, composite: true },
    ],
    client: { app: [{ id: `${realm}-r3`, name: "admin", clientRole: true }] },
  },
  groups: [
    { id: `${realm}-g1`, name: "Staff", subGroups: [{ id: `${realm}-g2`, name: "Ops", realmRoles: ["reader"] }] },
  ],
  identityProviders: [
    { alias: "google", providerId: "google", internalId: `${realm}-i`, config: { clientSecret: "x" } },
  ],
  authenticationFlows: [{ id: `${realm}-f`, alias: "browser", authenticationExecutions: [{ authenticator: "a" }] }],
  // the admin client types a type's components as one object, where the export has a list
  components: {
    "org.keycloak.keys.KeyProvider": [{ id: `${realm}-k`, name: "rsa", providerId: "rsa-generated" }],
  } as unknown as RealmRepresentation["components"],
});

describe("diffRealms", () => {
  it("finds nothing between a realm and its copy under another name, with other ids and order", () => {
    const copy = base("copy");
    copy.clients![0].redirectUris!.reverse();
    copy.clients![0].secret = "**********";
    copy.identityProviders![0].config = { clientSecret: "**********" };
    expect(diffRealms(base("acme"), copy).entries).toEqual([]);
  });

  it("takes a field left out for the default Keycloak fills in, and an empty list for none", () => {
    const explicit = base("acme");
    explicit.clients![0].enabled = true;
    explicit.clients![0].webOrigins = [];
    expect(diffRealms(explicit, base("copy")).entries).toEqual([]);
  });

  it("ignores what Keycloak adds when it imports a realm: mirrored attributes, client defaults, mapper claims", () => {
    const imported = base("copy");
    imported.attributes = { ...imported.attributes, accessTokenLifespan: "300", realmReusableOtpCode: "false" };
    const client = imported.clients![0];
    client.attributes = { "post.logout.redirect.uris": "+", "client.secret.creation.time": "1796017673" };
    client.protocolMappers![0].config = { a: "1", "userinfo.token.claim": "true" };
    expect(diffRealms(base("acme"), imported).entries).toEqual([]);
  });

  it("tells components of one name apart by their subtype", () => {
    const policies = (realm: string, subTypes: string[]) => ({
      ...base(realm),
      components: {
        "org.keycloak.services.clientregistration.policy.ClientRegistrationPolicy": subTypes.map((subType) => ({
          name: "Trusted Hosts",
          providerId: "trusted-hosts",
          subType,
          config: { "host-sending-registration-request-must-match": [subType === "anonymous" ? "true" : "false"] },
        })),
      } as unknown as RealmRepresentation["components"],
    });
    expect(
      diffRealms(policies("acme", ["anonymous", "authenticated"]), policies("copy", ["authenticated", "anonymous"]))
        .entries,
    ).toEqual([]);
  });

  it("shows each change under its section and object, with the field's path and both values", () => {
    const copy = base("copy");
    copy.accessTokenLifespan = 600;
    copy.clients![0].redirectUris = ["https://a.example/*", "https://c.example/*"];
    copy.clients![0].protocolMappers![0].config = { a: "2" };
    copy.roles!.realm![0].description = "Reads all";
    copy.groups![0].subGroups![0].realmRoles = [];
    const { entries } = diffRealms(base("acme"), copy);
    expect(entries.map(({ section, label, kind }) => [section, label, kind])).toEqual([
      ["realm", "realm", "changed"],
      ["clients", "app", "changed"],
      ["roles", "reader", "changed"],
      ["groups", "/Staff/Ops", "changed"],
    ]);
    expect(entries[0].fields).toEqual([{ path: ["accessTokenLifespan"], left: 300, right: 600 }]);
    expect(entries[1].fields).toEqual([
      { path: ["protocolMappers", "email", "config", "a"], left: "1", right: "2" },
      {
        path: ["redirectUris"],
        left: ["https://a.example/*", "https://b.example/*"],
        right: ["https://a.example/*", "https://c.example/*"],
      },
    ]);
    expect(entries[2].fields).toEqual([{ path: ["description"], left: "Reads", right: "Reads all" }]);
    expect(entries[3].fields).toEqual([{ path: ["realmRoles"], left: ["reader"] }]);
  });

  it("tells an object on one side only as removed (left) or added (right)", () => {
    const copy = base("copy");
    copy.roles!.client!.app = [];
    copy.identityProviders!.push({ alias: "github", providerId: "github" });
    const { entries } = diffRealms(base("acme"), copy);
    expect(entries.map(({ key, kind, fields }) => [key, kind, fields])).toEqual([
      ["client:app:admin", "removed", []],
      ["idp:github", "added", []],
    ]);
  });

  it("keeps the order of a flow's executions, which is their meaning", () => {
    const left = base("acme");
    left.authenticationFlows![0].authenticationExecutions = [{ authenticator: "a" }, { authenticator: "b" }];
    const right = base("copy");
    right.authenticationFlows![0].authenticationExecutions = [{ authenticator: "b" }, { authenticator: "a" }];
    const [entry] = diffRealms(left, right).entries;
    expect(entry.key).toBe("flow:browser");
    expect(entry.fields.map((field) => field.path.join("."))).toEqual([
      "authenticationExecutions.0.authenticator",
      "authenticationExecutions.1.authenticator",
    ]);
  });
});
