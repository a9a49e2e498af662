// A spreadsheet runs a cell that starts with one of these as a formula (OWASP "CSV injection"); tab and carriage
// return count too, since some programs strip them and then read what follows.
const FORMULA_START = /^[=+\-@\t\r]/;

/** The cell as text a spreadsheet shows as text: a leading apostrophe stops it from being read as a formula. */
export function guardFormula(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** One CSV field: formula-guarded, always quoted, inner quotes doubled (RFC 4180). */
export function csvField(value: string): string {
  return `"${guardFormula(value).replaceAll('"', '""')}"`;
}

/** Rows of text as CSV with CRLF line ends (RFC 4180). */
export function toCsv(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => row.map(csvField).join(",")).join("\r\n") + "\r\n";
}

/** What a CSV file starts with so that spreadsheets read it as UTF-8; the import skips it again. */
export const UTF8_BOM = "\uFEFF";
