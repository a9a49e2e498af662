import {
  allNodes,
  buildExecutionTree,
  canMove,
  diagramSteps,
  isConditionProvider,
  providerKind,
  visibleRows,
} from "@/lib/authentication/executionTree";
import { BROWSER } from "./executionTree.browser";
import { FIRST_BROKER_LOGIN } from "./executionTree.broker";

const byId = (roots: ReturnType<typeof buildExecutionTree>, id: string) => allNodes(roots).find((n) => n.id === id)!;

describe("buildExecutionTree on the browser flow", () => {
  const roots = buildExecutionTree(BROWSER);

  it("keeps the top-level rows in the server's order", () => {
    expect(roots.map((n) => n.execution.displayName)).toEqual([
      "Cookie",
      "Kerberos",
      "Identity Provider Redirector",
      "Organization",
      "forms",
    ]);
  });

  it("nests each sub-flow's rows under it with their level and index", () => {
    const forms = byId(roots, "e-forms");
    expect(forms.isFlow).toBe(true);
    expect(forms.flowAlias).toBe("forms");
    expect(forms.children.map((n) => [n.id, n.level, n.index])).toEqual([
      ["e-upf", 1, 0],
      ["e-otp-cond", 1, 1],
    ]);
    const otp = byId(roots, "e-otp");
    expect(otp.parent?.id).toBe("e-otp-cond");
    expect(otp.parent?.parent?.id).toBe("e-forms");
    expect(otp.level).toBe(2);
    expect(otp.siblingCount).toBe(2);
  });

  it("lists every row once, depth first, in the server's order", () => {
    expect(allNodes(roots).map((n) => n.id)).toEqual(BROWSER.map((e) => e.id));
  });

  it("hides the rows of collapsed sub-flows, and only those", () => {
    const rows = visibleRows(roots, new Set(["e-otp-cond", "e-org"]));
    expect(rows.map((n) => n.id)).toEqual(["e-cookie", "e-spnego", "e-idp", "e-org", "e-forms", "e-upf", "e-otp-cond"]);
  });

  it("offers only each row's own requirement choices", () => {
    expect(byId(roots, "e-upf").requirementChoices).toEqual(["REQUIRED"]);
    expect(byId(roots, "e-otp-uc").requirementChoices).toEqual(["REQUIRED", "DISABLED"]);
    expect(byId(roots, "e-forms").requirementChoices).toContain("CONDITIONAL");
    expect(byId(roots, "e-cookie").requirementChoices).not.toContain("CONDITIONAL");
  });

  it("lets a row move only within its own level: the first not up, the last not down", () => {
    const cookie = byId(roots, "e-cookie");
    expect([canMove(cookie, "up"), canMove(cookie, "down")]).toEqual([false, true]);
    const forms = byId(roots, "e-forms");
    expect([canMove(forms, "up"), canMove(forms, "down")]).toEqual([true, false]);
    const upf = byId(roots, "e-upf");
    expect([canMove(upf, "up"), canMove(upf, "down")]).toEqual([false, true]);
    const otp = byId(roots, "e-otp");
    expect([canMove(otp, "up"), canMove(otp, "down")]).toEqual([true, false]);
  });

  it("draws consecutive alternatives side by side and leaves disabled rows out", () => {
    const steps = diagramSteps(roots);
    expect(steps.map((s) => s.nodes.map((n) => n.id))).toEqual([["e-cookie", "e-idp", "e-org", "e-forms"]]);
    expect(diagramSteps(byId(roots, "e-forms").children).map((s) => s.nodes.map((n) => n.id))).toEqual([
      ["e-upf"],
      ["e-otp-cond"],
    ]);
  });
});

describe("buildExecutionTree on first broker login", () => {
  const roots = buildExecutionTree(FIRST_BROKER_LOGIN);

  it("returns to the right parent after a deep sub-flow ends", () => {
    expect(roots.map((n) => n.id)).toEqual(["b-review", "b-user-create", "b-org"]);
    expect(byId(roots, "b-org").children.map((n) => n.id)).toEqual(["b-org-uc", "b-org-member"]);
    expect(byId(roots, "b-handle").children.map((n) => n.id)).toEqual(["b-confirm", "b-verify"]);
  });

  it("builds the five nested levels with the path to the top", () => {
    const otp = byId(roots, "b-otp");
    const path: string[] = [];
    for (let n = otp.parent; n; n = n.parent) path.push(n.id);
    expect(path).toEqual(["b-cond-otp", "b-reauth", "b-verify", "b-handle", "b-user-create"]);
    expect(otp.level).toBe(5);
  });

  it("allows no move for a row alone at its edge of a sub-flow", () => {
    const middle = byId(roots, "b-user-create");
    expect([canMove(middle, "up"), canMove(middle, "down")]).toEqual([true, true]);
    const reauth = byId(roots, "b-reauth");
    expect([canMove(reauth, "up"), canMove(reauth, "down")]).toEqual([true, false]);
  });

  it("keeps an execution's configuration id", () => {
    expect(byId(roots, "b-review").execution.authenticationConfig).toBe("c-review");
  });
});

describe("provider lists", () => {
  it("follow the flow type as Keycloak's console does", () => {
    expect(providerKind("basic-flow")).toBe("authenticator");
    expect(providerKind("client-flow")).toBe("client");
    expect(providerKind("form-flow")).toBe("form-action");
  });

  it("tell conditions apart by their id", () => {
    expect(isConditionProvider("conditional-user-role")).toBe(true);
    expect(isConditionProvider("auth-otp-form")).toBe(false);
  });
});

it("builds an empty flow as no rows", () => {
  expect(buildExecutionTree([])).toEqual([]);
});
