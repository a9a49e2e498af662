import { getErrorMessage, isNetworkFailure } from "@/lib/errors";
import type { RowIssue } from "@/lib/csv/userImportChecks";
import type { AssignmentFailure, ImportedRow } from "@/lib/queries/users";

export type Translate = ((key: string, values?: Record<string, string | number>) => string) & {
  has(key: string): boolean;
};

/** A check's issue in words; a validator's own message key the console does not know is shown as the server has it. */
export function issueText(issue: RowIssue, t: Translate): string {
  return t.has(issue.key) ? t(issue.key, issue.values) : issue.key;
}

/** What the server answered, or the console's words when no answer came. */
export function serverReason(error: unknown, t: Translate): string {
  return isNetworkFailure(error) ? t("networkFailure") : getErrorMessage(error);
}

function assignmentText(failure: AssignmentFailure, t: Translate): string {
  const reason = failure.error === undefined ? t("csvNotFound") : serverReason(failure.error, t);
  return t(failure.kind === "group" ? "csvGroupFailed" : "csvRoleFailed", { name: failure.name, reason });
}

/** The reasons a row goes into the report: its creation's failure, or the assignments its created user lacks. */
export function outcomeReasons(outcome: { imported?: ImportedRow; error?: unknown }, t: Translate): string[] {
  if (!outcome.imported) return [serverReason(outcome.error, t)];
  return outcome.imported.assignmentFailures.map((failure) => t("csvUserKept", { reason: assignmentText(failure, t) }));
}
