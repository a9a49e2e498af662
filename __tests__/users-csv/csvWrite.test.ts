import { csvField, guardFormula, toCsv } from "@/lib/csv/csvWrite";
import { exportCell, usersCsv } from "@/lib/csv/userExport";
import { failureReportCsv } from "@/lib/csv/importReport";

describe("CSV writing", () => {
  it.each(["=1+2", "+SUM(A1)", "-2+3", "@cmd", "\tx", "\rx"])("guards %j against formula injection", (value) => {
    expect(guardFormula(value)).toBe(`'${value}`);
  });

  it("leaves other text as it is", () => {
    expect(guardFormula("alice=admin")).toBe("alice=admin");
    expect(guardFormula("")).toBe("");
  });

  it("quotes every field and doubles inner quotes", () => {
    expect(csvField('say "hi", then\nleave')).toBe('"say ""hi"", then\nleave"');
    expect(csvField('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
  });

  it("writes rows with CRLF line ends", () => {
    expect(
      toCsv([
        ["a", "b"],
        ["1", ""],
      ]),
    ).toBe('"a","b"\r\n"1",""\r\n');
  });

  it("exports the chosen columns of users, lists joined by semicolons and times in ISO 8601", () => {
    const user = {
      username: "ann",
      enabled: true,
      createdTimestamp: Date.UTC(2026, 0, 2, 3, 4, 5),
      attributes: { department: ["Sales", "Support"] },
    };
    expect(exportCell(user, "createdTimestamp")).toBe("2026-01-02T03:04:05.000Z");
    expect(exportCell(user, "email")).toBe("");
    expect(usersCsv([user], ["username", "enabled", "attribute:department"])).toBe(
      '"username","enabled","department"\r\n"ann","true","Sales;Support"\r\n',
    );
  });

  it("reports failed rows with their line and reasons after the file's columns", () => {
    const csv = failureReportCsv(["username"], [{ line: 3, cells: ["bob"], reasons: ["a", "b"] }], {
      line: "Line",
      reason: "Reason",
    });
    expect(csv).toBe('"username","Line","Reason"\r\n"bob","3","a; b"\r\n');
  });
});
