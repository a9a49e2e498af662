import type { UserProfileAttributeMetadata } from "@keycloak/keycloak-admin-client/lib/defs/userProfileMetadata.js";
import { checkImportRows, isImportable, type ImportCheckContext } from "@/lib/csv/userImportChecks";
import { toImportUser, type ImportMapping } from "@/lib/csv/userImportMapping";

const attributes = [
  { name: "username", required: false, validators: { length: { min: 3, max: 10 } } },
  { name: "email", required: false, validators: { email: {} } },
  { name: "department", required: false, validators: { options: { options: ["Sales", "Support"] } } },
  { name: "code", required: false, validators: { pattern: { pattern: "^[A-Z]{2}$", "error-message": "badCode" } } },
] as UserProfileAttributeMetadata[];

const context = (overrides: Partial<ImportCheckContext> = {}): ImportCheckContext => ({
  attributes,
  emailAsUsername: false,
  duplicateEmailsAllowed: false,
  existingUsernames: new Set(),
  existingEmails: new Set(),
  missingGroups: new Set(),
  missingRoles: new Set(),
  ...overrides,
});

const mapping: ImportMapping = ["username", "email", "attribute:department", "attribute:code", "groups"];
const rows = (...cells: string[][]) => cells.map((row, index) => toImportUser(row, mapping, index + 2));
const keys = (checked: ReturnType<typeof checkImportRows>) => checked.map((row) => row.issues.map((i) => i.key));

describe("import checks", () => {
  it("checks required attributes and the length, email, options and pattern validators", () => {
    const checked = checkImportRows(
      rows(
        ["ann", "ann@example.com", "Sales", "AB", ""],
        ["", "", "", "", ""],
        ["al", "not-an-email", "Legal", "abc", ""],
        ["a-very-long-name", "", "", "", ""],
      ),
      context(),
    );
    expect(keys(checked)).toEqual([
      [],
      ["error-user-attribute-required"],
      ["error-invalid-length", "error-invalid-email", "error-invalid-value", "badCode"],
      ["error-invalid-length"],
    ]);
    expect(checked.map(isImportable)).toEqual([true, false, false, false]);
  });

  it("finds usernames and emails repeated in the file (any case) and on the server", () => {
    const checked = checkImportRows(
      rows(
        ["ann", "a@x.io", "", "", ""],
        ["ANN", "b@x.io", "", "", ""],
        ["bob", "A@x.io", "", "", ""],
        ["eve", "", "", "", ""],
      ),
      context({ existingUsernames: new Set(["eve"]) }),
    );
    expect(checked.map((row) => row.issues)).toEqual([
      [],
      [{ field: "username", key: "csvDuplicateUsernameInFile", values: { line: 2 } }],
      [{ field: "email", key: "csvDuplicateEmailInFile", values: { line: 2 } }],
      [{ field: "username", key: "csvUsernameExists", values: { 0: "eve" } }],
    ]);
  });

  it("allows repeated emails when the realm does, and takes the email as username when it says so", () => {
    const checked = checkImportRows(
      rows(["", "a@x.io", "", "", ""], ["", "a@x.io", "", "", ""]),
      context({ emailAsUsername: true, duplicateEmailsAllowed: true }),
    );
    expect(keys(checked)).toEqual([[], ["csvDuplicateUsernameInFile"]]);
  });

  it("warns about unknown groups without refusing the row", () => {
    const [row] = checkImportRows(
      rows(["ann", "", "", "", "/nowhere"]),
      context({ missingGroups: new Set(["/nowhere"]) }),
    );
    expect(row.issues).toEqual([
      { field: "groups", key: "csvGroupNotFound", values: { 0: "/nowhere" }, warning: true },
    ]);
    expect(isImportable(row)).toBe(true);
  });
});

describe("import checks without the identity in the profile", () => {
  it("requires the username (or the email when it is the username) as the server does", () => {
    const blank = rows(["", "", "", "", ""]);
    expect(keys(checkImportRows(blank, context({ attributes: [] })))).toEqual([["error-user-attribute-required"]]);
    const [byEmail] = checkImportRows(blank, context({ attributes: [], emailAsUsername: true }));
    expect(byEmail.issues).toEqual([{ field: "email", key: "error-user-attribute-required", values: { 0: "email" } }]);
  });
});
