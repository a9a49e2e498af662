import { importRequest, parseImportFile, resourceCounts } from "@/lib/realm-settings/partialImportFile";

const EXPORT = {
  realm: "acme",
  users: [{ username: "a" }, { username: "b" }],
  clients: [{ clientId: "c" }],
  groups: [],
  roles: { realm: [{ name: "r" }], client: { c: [{ name: "x" }, { name: "y" }], d: [{ name: "z" }] } },
  identityProviders: [{ alias: "github" }],
  smtpServer: { host: "mail" },
};

describe("partial import file", () => {
  it("reads one realm or a list of realms, and refuses anything else", () => {
    expect(parseImportFile(JSON.stringify(EXPORT))).toEqual({ realms: [EXPORT] });
    expect(parseImportFile(JSON.stringify([EXPORT, { realm: "b" }]))).toEqual({ realms: [EXPORT, { realm: "b" }] });
    expect(parseImportFile("{oops")).toEqual({ error: "invalidJson" });
    expect(parseImportFile("[]")).toEqual({ error: "notARealm" });
    expect(parseImportFile("[1]")).toEqual({ error: "notARealm" });
    expect(parseImportFile('"realm"')).toEqual({ error: "notARealm" });
  });

  it("counts each resource type, client roles over every client", () => {
    expect(resourceCounts(EXPORT)).toEqual({
      users: 2,
      clients: 1,
      groups: 0,
      realmRoles: 1,
      clientRoles: 3,
      identityProviders: 1,
    });
    expect(resourceCounts({ realm: "empty" })).toEqual({
      users: 0,
      clients: 0,
      groups: 0,
      realmRoles: 0,
      clientRoles: 0,
      identityProviders: 0,
    });
  });

  it("sends only the chosen types with the policy, never the realm's settings", () => {
    expect(importRequest(EXPORT, ["users", "clientRoles"], "SKIP")).toEqual({
      ifResourceExists: "SKIP",
      users: EXPORT.users,
      roles: { client: EXPORT.roles.client },
    });
    expect(importRequest(EXPORT, ["identityProviders", "realmRoles", "clients"], "OVERWRITE")).toEqual({
      ifResourceExists: "OVERWRITE",
      clients: EXPORT.clients,
      identityProviders: EXPORT.identityProviders,
      roles: { realm: EXPORT.roles.realm },
    });
  });
});
