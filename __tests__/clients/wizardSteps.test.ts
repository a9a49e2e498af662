import { clientFormSchema, invalidClientFields } from "@/lib/clients/clientFormSchema";
import { NEW_CLIENT } from "@/lib/clients/clientFormValues";
import {
  canOpenStep,
  firstStepOf,
  isLastStep,
  nextStep,
  previousStep,
  stepOfField,
  WIZARD_STEP_FIELDS,
  WIZARD_STEPS,
} from "@/lib/clients/wizardSteps";

describe("the create wizard's steps", () => {
  it("runs general, capability, login in order", () => {
    expect(WIZARD_STEPS).toEqual(["general", "capability", "login"]);
    expect(nextStep("general")).toBe("capability");
    expect(nextStep("capability")).toBe("login");
    expect(nextStep("login")).toBeUndefined();
    expect(previousStep("general")).toBeUndefined();
    expect(previousStep("login")).toBe("capability");
    expect(isLastStep("login")).toBe(true);
    expect(isLastStep("general")).toBe(false);
  });

  it("holds every field of the wizard on exactly one step", () => {
    const all = WIZARD_STEPS.flatMap((step) => WIZARD_STEP_FIELDS[step]);
    expect(new Set(all).size).toBe(all.length);
    expect(stepOfField("clientId")).toBe("general");
    expect(stepOfField("serviceAccountsEnabled")).toBe("capability");
    expect(stepOfField("redirectUris")).toBe("login");
    expect(stepOfField("loginTheme")).toBeUndefined();
  });

  it("sends a failed save back to the earliest step holding an invalid field", () => {
    expect(firstStepOf(["webOrigins", "clientId"])).toBe("general");
    expect(firstStepOf(["webOrigins"])).toBe("login");
    expect(firstStepOf([])).toBeUndefined();
  });

  it("opens earlier steps always and later ones only once reached and while the steps before are valid", () => {
    const at = { current: "general", reached: "general" } as const;
    expect(canOpenStep("capability", at, [])).toBe(false);
    const back = { current: "general", reached: "login" } as const;
    expect(canOpenStep("login", back, [])).toBe(true);
    expect(canOpenStep("login", back, ["clientId"])).toBe(false);
    expect(canOpenStep("general", { current: "login", reached: "login" }, ["clientId"])).toBe(true);
  });

  it("finds a new client's missing client id on the first step", () => {
    expect(invalidClientFields(NEW_CLIENT)).toEqual(["clientId"]);
    const filled = { ...NEW_CLIENT, clientId: "app" };
    expect(invalidClientFields(filled)).toEqual([]);
    expect(invalidClientFields({ ...filled, redirectUris: ["/cb"] })).toEqual(["redirectUris"]);
    expect(invalidClientFields({ ...filled, rootUrl: "https://a.example", redirectUris: ["/cb"] })).toEqual([]);
  });

  it("reports each invalid field with its translated message and the entry concerned", () => {
    const t = (key: string, values?: Record<string, string | number>) =>
      `${key}${values ? JSON.stringify(values) : ""}`;
    const result = clientFormSchema(t).safeParse({
      ...NEW_CLIENT,
      clientId: "app",
      webOrigins: ["https://ok.example", "https://bad.example/path"],
      description: "x".repeat(256),
    });
    expect(result.success).toBe(false);
    const issues = result.error?.issues.map((issue) => [issue.path.join("."), issue.message]);
    expect(issues).toEqual([
      ["description", 'maxLength{"length":255}'],
      ["webOrigins", 'webOriginInvalid{"value":"https://bad.example/path"}'],
    ]);
  });

  it("leaves out the OpenID Connect lists for a SAML client", () => {
    const saml = { ...NEW_CLIENT, protocol: "saml", clientId: "urn:sp", webOrigins: ["nonsense"] };
    expect(invalidClientFields(saml)).toEqual([]);
  });
});

describe("rules of fields the form hides", () => {
  const base = { ...NEW_CLIENT, clientId: "app" };

  it("skips redirect URIs when no browser flow redirects", () => {
    const broken = { ...base, redirectUris: ["not a uri"], postLogoutRedirectUris: ["nope"] };
    expect(invalidClientFields(broken)).toEqual(["redirectUris", "postLogoutRedirectUris"]);
    expect(invalidClientFields({ ...broken, standardFlowEnabled: false })).toEqual([]);
    expect(invalidClientFields({ ...broken, standardFlowEnabled: false, implicitFlowEnabled: true })).toEqual([
      "redirectUris",
      "postLogoutRedirectUris",
    ]);
  });

  it("skips the front-channel logout URL when front-channel logout is off", () => {
    const broken = { ...base, frontchannelLogoutUrl: "javascript:alert(1)" };
    expect(invalidClientFields(broken)).toEqual(["frontchannelLogoutUrl"]);
    expect(invalidClientFields({ ...broken, frontchannelLogout: false })).toEqual([]);
  });
});
