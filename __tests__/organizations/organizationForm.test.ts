import {
  aliasFromName,
  EMPTY_ORGANIZATION,
  nextAlias,
  organizationErrorField,
  organizationSchema,
  toOrganizationFormValues,
  toOrganizationRepresentation,
} from "@/components/areas/organizations/organizationForm";

const serverError = (status: number, body: unknown) =>
  Object.assign(new Error("request failed"), { response: new Response(null, { status }), responseData: body });

const schema = organizationSchema({ required: "required", domainRequired: "domainRequired", invalidUrl: "invalidUrl" });
const errorsOf = (values: object) => {
  const result = schema.safeParse({ ...EMPTY_ORGANIZATION, name: "ACME", domains: ["acme.test"], ...values });
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join("."), issue.message]));
};

describe("aliasFromName", () => {
  it("turns spaces into hyphens", () => {
    expect(aliasFromName("ACME Europe")).toBe("ACME-Europe");
    expect(aliasFromName("a b  c")).toBe("a-b--c");
  });

  it("ignores surrounding whitespace and keeps names without spaces", () => {
    expect(aliasFromName("  north america ")).toBe("north-america");
    expect(aliasFromName("acme")).toBe("acme");
    expect(aliasFromName("")).toBe("");
  });
});

describe("nextAlias", () => {
  it("follows the name while the alias is empty or still derived from it", () => {
    expect(nextAlias("", "A", "")).toBe("A");
    expect(nextAlias("A", "A B", "A")).toBe("A-B");
    expect(nextAlias("A B", "A B C", "A-B")).toBe("A-B-C");
  });

  it("keeps an alias typed by hand", () => {
    expect(nextAlias("A B", "A B C", "custom")).toBe("custom");
  });
});

describe("organizationSchema", () => {
  it("accepts a name with one domain", () => {
    expect(errorsOf({})).toEqual({});
  });

  it("requires a name that is not blank", () => {
    expect(errorsOf({ name: "  " })).toEqual({ name: "required" });
  });

  it("requires at least one filled domain", () => {
    expect(errorsOf({ domains: [] })).toEqual({ domains: "domainRequired" });
    expect(errorsOf({ domains: [" "] })).toEqual({ domains: "domainRequired" });
  });

  it("takes an empty redirect URL or an http(s) URL", () => {
    expect(errorsOf({ redirectUrl: "" })).toEqual({});
    expect(errorsOf({ redirectUrl: "https://acme.test/welcome" })).toEqual({});
    expect(errorsOf({ redirectUrl: "not a url" })).toEqual({ redirectUrl: "invalidUrl" });
    expect(errorsOf({ redirectUrl: "ftp://acme.test" })).toEqual({ redirectUrl: "invalidUrl" });
  });
});

describe("toOrganizationRepresentation", () => {
  it("trims, derives the alias when none was typed and sends the filled domains with their verified flag", () => {
    expect(
      toOrganizationRepresentation({
        name: " ACME Asia ",
        alias: "",
        domains: ["acme.asia", " ", "acme.jp "],
        verifiedDomains: ["acme.jp"],
        description: " Asia ",
        redirectUrl: "",
        enabled: false,
      }),
    ).toEqual({
      name: "ACME Asia",
      alias: "ACME-Asia",
      enabled: false,
      description: "Asia",
      redirectUrl: "",
      domains: [
        { name: "acme.asia", verified: false },
        { name: "acme.jp", verified: true },
      ],
    });
  });

  it("turns a saved organization into the form's values and back", () => {
    const saved = {
      name: "ACME",
      alias: "acme",
      enabled: true,
      description: "HQ",
      redirectUrl: "https://acme.test",
      domains: [
        { name: "acme.test", verified: true },
        { name: "acme.example", verified: false },
      ],
    };
    const values = toOrganizationFormValues(saved);
    expect(values.verifiedDomains).toEqual(["acme.test"]);
    expect(toOrganizationRepresentation(values)).toEqual(saved);
  });

  it("keeps a typed alias", () => {
    expect(toOrganizationRepresentation({ ...EMPTY_ORGANIZATION, name: "ACME", alias: "acme-hq" }).alias).toBe(
      "acme-hq",
    );
  });
});

describe("organizationErrorField", () => {
  it("puts a conflict on the name, or on the alias when the server says so", () => {
    expect(
      organizationErrorField(serverError(409, { errorMessage: "A organization with the same name already exists." })),
    ).toBe("name");
    expect(
      organizationErrorField(serverError(409, { errorMessage: "A organization with the same alias already exists" })),
    ).toBe("alias");
  });

  it("puts a bad domain on the domains", () => {
    expect(
      organizationErrorField(
        serverError(400, { errorMessage: "Domain acme.eu is already linked to another organization" }),
      ),
    ).toBe("domains");
  });

  it("names no field for other failures", () => {
    expect(organizationErrorField(serverError(400, { errorMessage: "Name can not be null" }))).toBeUndefined();
    expect(organizationErrorField(serverError(500, { error: "boom" }))).toBeUndefined();
    expect(organizationErrorField(new Error("offline"))).toBeUndefined();
  });
});
