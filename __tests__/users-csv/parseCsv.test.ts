import { columnNames, CsvParseError, parseCsv, toCsvTable } from "@/lib/csv/parseCsv";

describe("parseCsv", () => {
  it("reads quoted separators, doubled quotes, line breaks and a byte order mark", async () => {
    const table = await parseCsv('\uFEFFusername,note\r\nann,"one, two"\r\nbob,"say ""hi""\nagain"\r\n\r\n');
    expect(table.columns).toEqual(["username", "note"]);
    expect(table.rows).toEqual([
      ["ann", "one, two"],
      ["bob", 'say "hi"\nagain'],
    ]);
  });

  it("detects semicolons as the separator", async () => {
    expect((await parseCsv("username;email\nann;ann@example.com")).rows).toEqual([["ann", "ann@example.com"]]);
  });

  it("refuses an unclosed quote with its line", async () => {
    await expect(parseCsv('username\n"ann')).rejects.toMatchObject({ messageKey: "csvUnclosedQuote" });
  });

  it("pads short rows and refuses rows longer than the header", () => {
    expect(toCsvTable([["a", "b"], ["1"]]).rows).toEqual([["1", ""]]);
    expect(() => toCsvTable([["a"], ["1", "2"]])).toThrow(CsvParseError);
    expect(() => toCsvTable([])).toThrow(CsvParseError);
  });

  it("names blank and repeated columns apart", () => {
    expect(columnNames(["email", " ", "email"])).toEqual(["email", "Column 2", "email (2)"]);
  });
});
