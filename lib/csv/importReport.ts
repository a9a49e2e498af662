import { toCsv } from "./csvWrite";

/** A row the import did not fully do: its line, its cells as read, and the reasons (the server's where it answered). */
export type FailedImportRow = { line: number; cells: readonly string[]; reasons: string[] };

/** The failed rows as CSV: the file's columns, then its line and the reasons, so it can be fixed and imported again. */
export function failureReportCsv(
  columns: readonly string[],
  failures: readonly FailedImportRow[],
  headers: { line: string; reason: string },
): string {
  return toCsv([
    [...columns, headers.line, headers.reason],
    ...failures.map((failure) => [...failure.cells, String(failure.line), failure.reasons.join("; ")]),
  ]);
}
