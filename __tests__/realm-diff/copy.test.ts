import type RealmRepresentation from "@keycloak/keycloak-admin-client/lib/defs/realmRepresentation.js";
import { diffRealms } from "@/lib/realm-diff/diff";
import { copyPlan, setIn } from "@/lib/realm-diff/copy";

const realm = (name: string, uris: string[], lifespan: number, description: string): RealmRepresentation => ({
  realm: name,
  accessTokenLifespan: lifespan,
  attributes: { a: "1", b: "2" },
  clients: [
    {
      id: `${name}-app`,
      clientId: "app",
      secret: "**********",
      redirectUris: uris,
      baseUrl: `/realms/${name}/app/`,
      protocolMappers: [{ id: `${name}-m`, name: "email" }],
    },
  ],
  roles: { realm: [{ id: `${name}-r`, name: "reader", description }], client: { app: [{ name: "admin" }] } },
});

const sides = {
  left: realm("acme", ["https://a.example/*"], 300, "Reads"),
  right: realm("copy", ["https://b.example/*"], 600, "Reads all"),
};
const diff = diffRealms(sides.left, sides.right);
const entry = (key: string) => diff.entries.find((e) => e.key === key)!;

describe("copyPlan", () => {
  it("copies a realm setting through the realm's update, with that field only", () => {
    const settings = entry("realm");
    expect(copyPlan(settings, settings.fields[0], "left", sides)).toEqual({
      kind: "realm",
      rep: { accessTokenLifespan: 300 },
    });
  });

  it("copies a client's field onto the target's own client, keeping its id and not sending the masked secret", () => {
    const app = entry("app");
    const plan = copyPlan(app, app.fields[0], "left", sides);
    expect(plan).toMatchObject({ kind: "client", id: "copy-app", rep: { redirectUris: ["https://a.example/*"] } });
    expect(plan?.kind === "client" && "secret" in plan.rep).toBe(false);
    expect(plan?.kind === "client" && plan.rep.baseUrl).toBe("/realms/copy/app/");
  });

  it("copies a whole role on both sides through its own endpoint, keeping what hangs off it", () => {
    const plan = copyPlan(entry("realm:reader"), undefined, "right", sides);
    expect(plan).toEqual({
      kind: "role",
      name: "reader",
      rep: { id: "acme-r", name: "reader", description: "Reads all" },
    });
  });

  it("copies a role the target lacks by partial import without the source's ids, refusing one made meanwhile", () => {
    const right = realm("copy", [], 300, "Reads");
    right.roles!.realm!.push({ id: "copy-w", name: "writer", description: "Writes" });
    const added = diffRealms(sides.left, right).entries.find((e) => e.key === "realm:writer")!;
    expect(added.kind).toBe("added");
    expect(copyPlan(added, undefined, "right", { left: sides.left, right })).toEqual({
      kind: "partialImport",
      rep: { ifResourceExists: "FAIL", roles: { realm: [{ name: "writer", description: "Writes" }] } },
    });
  });

  it("offers no whole copy of a client whose mappers differ, which only partial import would overwrite", () => {
    const right = realm("copy", ["https://a.example/*"], 300, "Reads");
    right.clients![0].protocolMappers = [{ name: "email", config: { claim: "mail" } }];
    const app = diffRealms(sides.left, right).entries.find((e) => e.key === "app")!;
    expect(copyPlan(app, undefined, "left", { left: sides.left, right })).toBeUndefined();
  });

  it("offers no copy from the side that lacks the object, nor of a whole realm", () => {
    const onlyLeft = { ...entry("realm:reader"), kind: "removed" as const, fields: [] };
    expect(copyPlan(onlyLeft, undefined, "right", sides)).toBeUndefined();
    expect(copyPlan(entry("realm"), undefined, "left", sides)).toBeUndefined();
  });
});

describe("setIn", () => {
  it("finds list items by their name and adds or removes the one the source has or lacks", () => {
    const target = {
      mappers: [
        { name: "a", v: 1 },
        { name: "b", v: 1 },
      ],
    };
    expect(setIn(target, { mappers: [{ name: "b", v: 2 }] }, ["mappers", "b", "v"])).toEqual({
      mappers: [
        { name: "a", v: 1 },
        { name: "b", v: 2 },
      ],
    });
    expect(setIn(target, { mappers: [{ name: "b", v: 1 }] }, ["mappers", "a"])).toEqual({
      mappers: [{ name: "b", v: 1 }],
    });
    expect(setIn({ uris: ["x"] }, {}, ["uris"])).toEqual({ uris: [] });
  });
});
