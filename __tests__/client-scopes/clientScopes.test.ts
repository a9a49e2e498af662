import type KeycloakAdminClient from "@keycloak/keycloak-admin-client";
import {
  clientScopeType,
  deleteClientScope,
  deleteClientScopeByName,
  fetchClientScopeRows,
} from "@/lib/queries/clientScopes";

const SCOPES = [
  { id: "s-profile", name: "profile", protocol: "openid-connect" },
  { id: "s-phone", name: "phone", protocol: "openid-connect" },
  { id: "s-custom", name: "custom", protocol: "saml" },
];

function fakeAdminClient() {
  const clientScopes = {
    find: jest.fn(async (_query: { realm: string }) => SCOPES.map((scope) => ({ ...scope }))),
    listDefaultClientScopes: jest.fn(async (_query: { realm: string }) => [{ id: "s-profile", name: "profile" }]),
    listDefaultOptionalClientScopes: jest.fn(async (_query: { realm: string }) => [{ id: "s-phone", name: "phone" }]),
    delDefaultClientScope: jest.fn(async (_query: { realm: string; id: string }) => undefined),
    delDefaultOptionalClientScope: jest.fn(async (_query: { realm: string; id: string }) => undefined),
    del: jest.fn(async (_query: { realm: string; id: string }) => undefined),
  };
  return { clientScopes, client: { clientScopes } as unknown as KeycloakAdminClient };
}

describe("clientScopeType", () => {
  const defaults = [{ id: "a", name: "profile" }];
  const optionals = [{ id: "b", name: "phone" }];

  it("is default, optional or none from the realm's lists", () => {
    expect(clientScopeType({ id: "a", name: "profile" }, defaults, optionals)).toBe("default");
    expect(clientScopeType({ id: "b", name: "phone" }, defaults, optionals)).toBe("optional");
    expect(clientScopeType({ id: "c", name: "custom" }, defaults, optionals)).toBe("none");
  });

  it("matches by id, so a scope sharing only a name with a listed one is not taken for it", () => {
    expect(clientScopeType({ id: "other", name: "profile" }, defaults, optionals)).toBe("none");
  });

  it("matches by name when the list gives no ids", () => {
    expect(clientScopeType({ id: "x", name: "profile" }, [{ name: "profile" }], [])).toBe("default");
  });

  it("is none when the realm has no default lists", () => {
    expect(clientScopeType({ id: "a", name: "profile" }, [], [])).toBe("none");
  });
});

describe("fetchClientScopeRows", () => {
  it("reads the scopes and both realm lists for the realm, typed and sorted by name", async () => {
    const { clientScopes, client } = fakeAdminClient();
    const rows = await fetchClientScopeRows(client, "acme");
    expect(rows.map((row) => [row.name, row.type])).toEqual([
      ["custom", "none"],
      ["phone", "optional"],
      ["profile", "default"],
    ]);
    expect(clientScopes.find).toHaveBeenCalledWith({ realm: "acme" });
    expect(clientScopes.listDefaultClientScopes).toHaveBeenCalledWith({ realm: "acme" });
    expect(clientScopes.listDefaultOptionalClientScopes).toHaveBeenCalledWith({ realm: "acme" });
  });
});

describe("deleteClientScope", () => {
  it("takes a realm default off the default list first, then deletes it", async () => {
    const { clientScopes, client } = fakeAdminClient();
    await deleteClientScope(client, "acme", { id: "s-profile", name: "profile", type: "default" });
    expect(clientScopes.delDefaultClientScope).toHaveBeenCalledWith({ realm: "acme", id: "s-profile" });
    expect(clientScopes.delDefaultOptionalClientScope).not.toHaveBeenCalled();
    expect(clientScopes.del).toHaveBeenCalledWith({ realm: "acme", id: "s-profile" });
    expect(clientScopes.delDefaultClientScope.mock.invocationCallOrder[0]).toBeLessThan(
      clientScopes.del.mock.invocationCallOrder[0],
    );
  });

  it("takes a realm optional scope off the optional list", async () => {
    const { clientScopes, client } = fakeAdminClient();
    await deleteClientScope(client, "acme", { id: "s-phone", name: "phone", type: "optional" });
    expect(clientScopes.delDefaultOptionalClientScope).toHaveBeenCalledWith({ realm: "acme", id: "s-phone" });
    expect(clientScopes.del).toHaveBeenCalledWith({ realm: "acme", id: "s-phone" });
  });

  it("deletes an unassigned scope directly", async () => {
    const { clientScopes, client } = fakeAdminClient();
    await deleteClientScope(client, "acme", { id: "s-custom", name: "custom", type: "none" });
    expect(clientScopes.delDefaultClientScope).not.toHaveBeenCalled();
    expect(clientScopes.delDefaultOptionalClientScope).not.toHaveBeenCalled();
    expect(clientScopes.del).toHaveBeenCalledWith({ realm: "acme", id: "s-custom" });
  });

  it("still deletes when taking it off the list is refused", async () => {
    const { clientScopes, client } = fakeAdminClient();
    clientScopes.delDefaultClientScope.mockRejectedValueOnce(new Error("HTTP 403 Forbidden"));
    await deleteClientScope(client, "acme", { id: "s-profile", name: "profile", type: "default" });
    expect(clientScopes.del).toHaveBeenCalledWith({ realm: "acme", id: "s-profile" });
  });

  it("fails when the server refuses the delete", async () => {
    const { clientScopes, client } = fakeAdminClient();
    clientScopes.del.mockRejectedValueOnce(new Error("Could not find client scope"));
    await expect(deleteClientScope(client, "acme", { id: "gone", name: "gone", type: "none" })).rejects.toThrow(
      "Could not find client scope",
    );
  });
});

describe("deleteClientScopeByName", () => {
  it("fails with 'Scope not found.' when no scope has that name, deleting nothing", async () => {
    const { clientScopes, client } = fakeAdminClient();
    await expect(deleteClientScopeByName(client, "acme", "missing")).rejects.toThrow(new Error("Scope not found."));
    expect(clientScopes.del).not.toHaveBeenCalled();
    expect(clientScopes.delDefaultClientScope).not.toHaveBeenCalled();
  });

  it("matches the name exactly", async () => {
    const { clientScopes, client } = fakeAdminClient();
    await expect(deleteClientScopeByName(client, "acme", "Profile")).rejects.toThrow("Scope not found.");
    expect(clientScopes.del).not.toHaveBeenCalled();
  });

  it("deletes the named scope, unlinking it from the realm defaults first", async () => {
    const { clientScopes, client } = fakeAdminClient();
    await deleteClientScopeByName(client, "acme", "profile");
    expect(clientScopes.delDefaultClientScope).toHaveBeenCalledWith({ realm: "acme", id: "s-profile" });
    expect(clientScopes.del).toHaveBeenCalledWith({ realm: "acme", id: "s-profile" });
  });
});
