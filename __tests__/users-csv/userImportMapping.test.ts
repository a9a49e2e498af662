import { guessMapping, parseBoolean, toImportUser } from "@/lib/csv/userImportMapping";

describe("import mapping", () => {
  it("guesses fields and attributes from the header, each target once", () => {
    expect(
      guessMapping(
        ["User name", "E-mail", "Given name", "surname", "department", "email", "Roles", "notes"],
        ["username", "department"],
      ),
    ).toEqual(["username", "email", "firstName", "lastName", "attribute:department", "ignore", "realmRoles", "ignore"]);
  });

  it("reads yes/no cells", () => {
    expect(parseBoolean("Yes", false)).toBe(true);
    expect(parseBoolean("0", true)).toBe(false);
    expect(parseBoolean("", true)).toBe(true);
    expect(parseBoolean("maybe", true)).toBeUndefined();
  });

  it("builds the user, its groups, roles and password from a row", () => {
    const row = toImportUser(
      [" ann ", "ann@example.com", "no", "eng; /sales/emea", "admin;auditor", " pw ", "a;b", "x;y", "maybe"],
      [
        "username",
        "email",
        "enabled",
        "groups",
        "realmRoles",
        "password",
        "attribute:tags",
        "attribute:note",
        "emailVerified",
      ],
      2,
      new Set(["tags"]),
    );
    expect(row).toEqual({
      line: 2,
      user: {
        username: "ann",
        email: "ann@example.com",
        enabled: false,
        emailVerified: false,
        attributes: { tags: ["a", "b"], note: ["x;y"] },
      },
      groups: ["/eng", "/sales/emea"],
      realmRoles: ["admin", "auditor"],
      password: " pw ",
      badBooleans: ["emailVerified"],
    });
  });
});
