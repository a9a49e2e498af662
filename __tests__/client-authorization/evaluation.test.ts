import { evaluationRows, toResourceEvaluation } from "@/lib/authorization/evaluation";

const values = {
  client: "c1",
  user: "u1",
  roleIds: ["r1"],
  attributes: [
    { key: "kc.time.date_time", value: "2026-01-01 10:00:00" },
    { key: "", value: "dropped" },
  ],
  resource: "",
  scopes: [],
};

describe("evaluation request", () => {
  it("asks about every resource when none is chosen", () => {
    expect(toResourceEvaluation(values, undefined, [])).toEqual({
      clientId: "c1",
      userId: "u1",
      roleIds: ["r1"],
      entitlements: false,
      context: { attributes: { "kc.time.date_time": "2026-01-01 10:00:00" } },
      resources: [],
    });
  });

  it("names the chosen resource and its scopes", () => {
    const request = toResourceEvaluation({ ...values, resource: "res" }, { id: "res", name: "doc" }, [
      { id: "s1", name: "read" },
    ]);
    expect(request.resources).toEqual([{ _id: "res", name: "doc", scopes: [{ id: "s1", name: "read" }] }]);
  });
});

describe("evaluation results", () => {
  it("lists each resource's decision with the scopes granted and denied", () => {
    expect(
      evaluationRows([
        {
          resource: { _id: "r", name: "doc" },
          status: "PERMIT" as never,
          allowedScopes: [{ name: "read" }],
          deniedScopes: [{ name: "write" }],
        },
      ]),
    ).toEqual([{ key: "r-0", resource: "doc", status: "PERMIT", allowedScopes: ["read"], deniedScopes: ["write"] }]);
  });
});
