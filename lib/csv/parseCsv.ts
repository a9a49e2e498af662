/** A parsed CSV: the header's column names and every data row, each as long as the header. */
export type CsvTable = { columns: string[]; rows: string[][] };

/** A CSV that cannot be read as a table: the message key saying why, with its values (the 1-based line...). */
export class CsvParseError extends Error {
  constructor(
    readonly messageKey: string,
    readonly values: Record<string, number> = {},
  ) {
    super(messageKey);
    this.name = "CsvParseError";
  }
}

/**
 * The header names as columns: blank or repeated names would make two columns indistinguishable in the mapping,
 * so they get their position ("Column 3") or a suffix ("email (2)").
 */
export function columnNames(header: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return header.map((raw, index) => {
    const name = raw.trim() || `Column ${index + 1}`;
    const count = (seen.get(name) ?? 0) + 1;
    seen.set(name, count);
    return count === 1 ? name : `${name} (${count})`;
  });
}

/** The parsed records as a table: the first record is the header; short rows are padded, long rows refused. */
export function toCsvTable(records: readonly string[][]): CsvTable {
  const [header, ...data] = records;
  if (!header) throw new CsvParseError("csvEmptyFile");
  const columns = columnNames(header);
  const rows = data.map((record, index) => {
    if (record.length > columns.length)
      throw new CsvParseError("csvTooManyFields", { line: index + 2, fields: record.length, columns: columns.length });
    return [...record, ...Array<string>(columns.length - record.length).fill("")];
  });
  return { columns, rows };
}

/**
 * Parses CSV text or a file with papaparse, which is loaded only here so that no screen carries it until a CSV is
 * read. Quoted fields may hold separators and line breaks; a byte order mark is dropped; blank lines are skipped.
 * The delimiter (comma, semicolon, tab) is detected.
 */
export async function parseCsv(input: string | File): Promise<CsvTable> {
  const { default: Papa } = await import("papaparse");
  const records = await new Promise<string[][]>((resolve, reject) => {
    Papa.parse<string[]>(input, {
      skipEmptyLines: "greedy",
      complete: (result) => {
        const fatal = result.errors.find((error) => error.type === "Quotes");
        if (fatal) reject(new CsvParseError("csvUnclosedQuote", { line: (fatal.row ?? 0) + 1 }));
        else resolve(result.data);
      },
      error: () => reject(new CsvParseError("csvUnreadableFile")),
    });
  });
  return toCsvTable(records);
}
