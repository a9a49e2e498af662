import { parseResourceServerFile, resourceServerSummary } from "@/lib/authorization/resourceServerFile";
import { fromResourceValues, toResourceValues } from "@/lib/authorization/resourceForm";

describe("resource server file", () => {
  it("refuses text that is no JSON, or JSON that is no resource server", () => {
    expect(parseResourceServerFile("{")).toEqual({ error: "invalidJson" });
    expect(parseResourceServerFile("[]")).toEqual({ error: "notAResourceServer" });
    expect(parseResourceServerFile('{"realm":"acme"}')).toEqual({ error: "notAResourceServer" });
    expect(parseResourceServerFile('{"resources":{}}')).toEqual({ error: "notAResourceServer" });
  });

  it("summarises what an export holds, permissions apart from policies", () => {
    const file = parseResourceServerFile(
      JSON.stringify({
        policyEnforcementMode: "PERMISSIVE",
        decisionStrategy: "AFFIRMATIVE",
        resources: [{ name: "a" }, { name: "b" }],
        scopes: [{ name: "read" }],
        policies: [{ type: "role" }, { type: "time" }, { type: "scope" }],
      }),
    );
    expect("server" in file && resourceServerSummary(file.server)).toEqual({
      policyEnforcementMode: "PERMISSIVE",
      decisionStrategy: "AFFIRMATIVE",
      allowRemoteResourceManagement: undefined,
      resources: 2,
      scopes: 1,
      policies: 2,
      permissions: 1,
    });
  });
});

describe("resource form", () => {
  it("round-trips a resource's scopes by name, URIs and attributes", () => {
    const values = toResourceValues({
      name: "doc",
      uris: ["/doc/*"],
      scopes: [{ id: "1", name: "read" }],
      icon_uri: "https://icons/doc.png",
      ownerManagedAccess: true,
      attributes: { team: ["a", "b"] },
    });
    expect(values.scopes).toEqual(["read"]);
    expect(values.attributes).toEqual([
      { key: "team", value: "a" },
      { key: "team", value: "b" },
    ]);
    expect(fromResourceValues({ ...values, uris: [" /doc/* ", ""] })).toEqual({
      name: "doc",
      displayName: "",
      type: "",
      uris: ["/doc/*"],
      scopes: [{ name: "read" }],
      icon_uri: "https://icons/doc.png",
      ownerManagedAccess: true,
      attributes: { team: ["a", "b"] },
    });
  });
});
