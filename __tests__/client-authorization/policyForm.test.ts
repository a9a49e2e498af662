import { fromPermissionValues, NEW_PERMISSION, toPermissionValues } from "@/lib/authorization/permissionForm";
import { fromPolicyValues, NEW_POLICY, toPolicyValues } from "@/lib/authorization/policyForm";
import {
  EMPTY_TIME_POLICY,
  fromTimePolicyValues,
  hasTimeCondition,
  timeRangeProblem,
  toTimePolicyValues,
} from "@/lib/authorization/timePolicy";

describe("time policy conversion", () => {
  it("reads Keycloak's instants and ranges into the form", () => {
    const values = toTimePolicyValues({
      notBefore: "2026-01-02 10:30:00",
      notOnOrAfter: "2026-12-31 23:59:00",
      hour: "9",
      hourEnd: "17",
      month: "3",
    });
    expect(values.notBefore).toBe("2026-01-02T10:30");
    expect(values.notOnOrAfter).toBe("2026-12-31T23:59");
    expect(values.hour).toEqual({ from: "9", to: "17" });
    expect(values.month).toEqual({ from: "3", to: "" });
    expect(values.year).toEqual({ from: "", to: "" });
  });

  it("writes only what is set, an end only with its start", () => {
    const fields = fromTimePolicyValues({
      ...EMPTY_TIME_POLICY,
      notBefore: "2026-01-02T10:30",
      dayMonth: { from: "1", to: "15" },
      minute: { from: "", to: "30" },
    });
    expect(fields).toEqual({ notBefore: "2026-01-02 10:30:00", dayMonth: "1", dayMonthEnd: "15" });
  });

  it("round-trips a full time policy", () => {
    const stored = {
      notBefore: "2026-01-02 10:30:00",
      notOnOrAfter: "2027-01-02 10:30:00",
      dayMonth: "1",
      dayMonthEnd: "2",
      month: "3",
      monthEnd: "4",
      year: "2026",
      yearEnd: "2027",
      hour: "5",
      hourEnd: "6",
      minute: "7",
      minuteEnd: "8",
    };
    expect(fromTimePolicyValues(toTimePolicyValues(stored))).toEqual(stored);
  });

  it("checks each range's numbers, bounds and order", () => {
    expect(timeRangeProblem("hour", { from: "", to: "" })).toBeUndefined();
    expect(timeRangeProblem("hour", { from: "x", to: "" })).toBe("notANumber");
    expect(timeRangeProblem("hour", { from: "", to: "3" })).toBe("notANumber");
    expect(timeRangeProblem("hour", { from: "9", to: "24" })).toBe("outOfRange");
    expect(timeRangeProblem("month", { from: "0", to: "" })).toBe("outOfRange");
    expect(timeRangeProblem("minute", { from: "30", to: "10" })).toBe("endBeforeStart");
    expect(timeRangeProblem("dayMonth", { from: "1", to: "31" })).toBeUndefined();
  });

  it("knows a policy without any condition", () => {
    expect(hasTimeCondition(EMPTY_TIME_POLICY)).toBe(false);
    expect(hasTimeCondition({ ...EMPTY_TIME_POLICY, year: { from: "2026", to: "" } })).toBe(true);
  });
});

describe("policy conversion", () => {
  it("keeps each role's required flag both ways", () => {
    const values = toPolicyValues({
      name: "admins",
      type: "role",
      roles: [{ id: "r1", required: true }, { id: "r2" }],
      fetchRoles: true,
    });
    expect(values.roles).toEqual([
      { id: "r1", required: true },
      { id: "r2", required: false },
    ]);
    expect(fromPolicyValues("role", values)).toEqual({
      type: "role",
      name: "admins",
      description: "",
      logic: "POSITIVE",
      roles: [
        { id: "r1", required: true },
        { id: "r2", required: false },
      ],
      fetchRoles: true,
    });
  });

  it("sends a group policy's extend-to-children and claim, a blank claim left out", () => {
    const values = {
      ...NEW_POLICY,
      name: "staff",
      groups: [{ id: "g1", path: "/staff", extendChildren: true }],
    };
    expect(fromPolicyValues("group", values).groups).toEqual([{ id: "g1", path: "/staff", extendChildren: true }]);
    expect(fromPolicyValues("group", values)).not.toHaveProperty("groupsClaim");
    expect(fromPolicyValues("group", { ...values, groupsClaim: " groups " }).groupsClaim).toBe("groups");
  });

  it("sends an aggregated policy's policies with its decision strategy and nothing of other types", () => {
    const sent = fromPolicyValues(
      "aggregate",
      { ...NEW_POLICY, name: "all", policies: ["p1", "p2"], decisionStrategy: "AFFIRMATIVE", users: ["u1"] },
      "id-1",
    );
    expect(sent).toEqual({
      id: "id-1",
      type: "aggregate",
      name: "all",
      description: "",
      logic: "POSITIVE",
      policies: ["p1", "p2"],
      decisionStrategy: "AFFIRMATIVE",
    });
  });

  it("sends a time policy's conditions at the top level with negative logic kept", () => {
    const sent = fromPolicyValues("time", {
      ...NEW_POLICY,
      name: "office hours",
      logic: "NEGATIVE",
      time: { ...EMPTY_TIME_POLICY, hour: { from: "9", to: "17" } },
    });
    expect(sent).toMatchObject({ logic: "NEGATIVE", hour: "9", hourEnd: "17" });
    expect(sent).not.toHaveProperty("roles");
  });
});

describe("permission conversion", () => {
  it("sends a resource type instead of resources when it applies to a type", () => {
    const values = {
      ...NEW_PERMISSION,
      name: "p",
      applyToResourceType: true,
      resourceType: "urn:doc",
      resources: ["r"],
    };
    expect(fromPermissionValues("resource", values)).toMatchObject({ resourceType: "urn:doc", resources: [] });
    expect(fromPermissionValues("resource", { ...values, applyToResourceType: false })).toMatchObject({
      resources: ["r"],
    });
  });

  it("sends a scope permission's scopes and its one resource, not the resource-based choice", () => {
    const sent = fromPermissionValues("scope", {
      ...NEW_PERMISSION,
      name: "read",
      resources: ["r2"],
      resource: "r1",
      scopes: ["s1"],
      policies: ["p1"],
      decisionStrategy: "AFFIRMATIVE",
    });
    expect(sent).toMatchObject({ type: "scope", resources: ["r1"], scopes: ["s1"], policies: ["p1"] });
  });

  it("reads the associations Keycloak keeps apart", () => {
    const values = toPermissionValues(
      { name: "p", decisionStrategy: "CONSENSUS" as never, resourceType: "urn:doc" },
      { resources: [], scopes: ["s"], policies: ["x"] },
    );
    expect(values).toMatchObject({
      applyToResourceType: true,
      resourceType: "urn:doc",
      scopes: ["s"],
      policies: ["x"],
    });
    expect(values.decisionStrategy).toBe("CONSENSUS");
  });
});
