"use client";

import { useRef, useState } from "react";
import type { UserProfileAttributeMetadata } from "@keycloak/keycloak-admin-client/lib/defs/userProfileMetadata.js";
import type { BulkProgress } from "@/lib/bulk/runBulk";
import type { FailedImportRow } from "@/lib/csv/importReport";
import { CsvParseError, parseCsv, type CsvTable } from "@/lib/csv/parseCsv";
import { checkImportRows, isImportable, type CheckedRow } from "@/lib/csv/userImportChecks";
import { guessMapping, toImportUser, type ImportMapping } from "@/lib/csv/userImportMapping";
import { useImportLookups, useImportUsers, type ImportLookups, type ImportedRow } from "@/lib/queries/users";
import { useRealm } from "@/lib/queries/realms";
import { issueText, outcomeReasons, serverReason, type Translate } from "./importMessages";

export type ImportStep = "source" | "mapping" | "preview" | "import";

export type ImportRun = {
  progress: BulkProgress;
  stopping: boolean;
  finished: boolean;
  created: number;
  /** Rows refused by the checks, by the server, or created with a failed assignment; in line order once finished. */
  failures: FailedImportRow[];
};

/**
 * The import's state from file to report: the parsed table, the mapping, the checked rows, the run. Every step
 * keeps what came before, so going back loses nothing the user chose.
 */
export function useCsvImport(realm: string, attributes: readonly UserProfileAttributeMetadata[], t: Translate) {
  const realmRep = useRealm(realm).data;
  const emailAsUsername = realmRep?.registrationEmailAsUsername === true;
  const lookUp = useImportLookups(realm);
  const importUsers = useImportUsers(realm);

  const [step, setStep] = useState<ImportStep>("source");
  const [table, setTable] = useState<CsvTable>();
  const [mapping, setMapping] = useState<ImportMapping>([]);
  const [temporaryPassword, setTemporaryPassword] = useState(true);
  const [checked, setChecked] = useState<CheckedRow[]>([]);
  const [lookups, setLookups] = useState<ImportLookups>();
  const [run, setRun] = useState<ImportRun>();
  const [busy, setBusy] = useState(false);
  /** Why the last step could not go on, in words: the file's fault, or the server's answer to the lookups. */
  const [error, setError] = useState<string>();
  const stop = useRef<AbortController>(undefined);

  const read = async (input: string | File) => {
    setBusy(true);
    setError(undefined);
    try {
      const parsed = await parseCsv(input);
      setTable(parsed);
      setMapping(
        guessMapping(
          parsed.columns,
          attributes.flatMap((attribute) => attribute.name ?? []),
        ),
      );
      setStep("mapping");
    } catch (failure) {
      setError(failure instanceof CsvParseError ? t(failure.messageKey, failure.values) : serverReason(failure, t));
    } finally {
      setBusy(false);
    }
  };

  const check = async () => {
    if (!table) return;
    setBusy(true);
    setError(undefined);
    try {
      const multivalued = new Set(attributes.filter((a) => a.multivalued).flatMap((a) => a.name ?? []));
      const rows = table.rows.map((cells, index) => toImportUser(cells, mapping, index + 2, multivalued));
      const found = await lookUp(rows, emailAsUsername);
      setLookups(found);
      setChecked(
        checkImportRows(rows, {
          attributes,
          emailAsUsername,
          duplicateEmailsAllowed: realmRep?.duplicateEmailsAllowed === true,
          existingUsernames: found.existingUsernames,
          existingEmails: found.existingEmails,
          missingGroups: new Set([...found.groupIds].filter(([, id]) => !id).map(([path]) => path)),
          missingRoles: new Set([...found.roles].filter(([, role]) => !role).map(([name]) => name)),
        }),
      );
      setStep("preview");
    } catch (failure) {
      setError(t("csvLookupFailed", { reason: serverReason(failure, t) }));
    } finally {
      setBusy(false);
    }
  };

  const start = async () => {
    if (!table || !lookups) return;
    const cellsOf = (line: number) => table.rows[line - 2];
    const refused: FailedImportRow[] = checked
      .filter((row) => !isImportable(row))
      .map((row) => ({ line: row.line, cells: cellsOf(row.line), reasons: row.issues.map((i) => issueText(i, t)) }));
    const importable = checked.filter(isImportable);
    const failures = [...refused];
    let created = 0;
    stop.current = new AbortController();
    setRun({
      progress: { done: 0, total: importable.length, failed: 0 },
      stopping: false,
      finished: false,
      created,
      failures,
    });
    setStep("import");
    const onRow = (row: CheckedRow, outcome: { imported?: ImportedRow; error?: unknown }) => {
      if (outcome.imported) created++;
      const reasons = outcomeReasons(outcome, t);
      if (reasons.length > 0) failures.push({ line: row.line, cells: cellsOf(row.line), reasons });
    };
    const summary = await importUsers(importable, { temporaryPassword, lookups }, onRow, {
      signal: stop.current.signal,
      onProgress: (progress) => setRun((current) => current && { ...current, progress, created }),
    });
    for (const row of summary.skipped)
      failures.push({ line: row.line, cells: cellsOf(row.line), reasons: [t("csvNotImportedStopped")] });
    failures.sort((a, b) => a.line - b.line);
    setRun((current) => current && { ...current, created, failures, finished: true, stopping: false });
  };

  const requestStop = () => {
    stop.current?.abort();
    setRun((current) => current && { ...current, stopping: true });
  };

  return {
    step,
    setStep,
    table,
    mapping,
    setMapping,
    temporaryPassword,
    setTemporaryPassword,
    checked,
    run,
    busy,
    error,
    emailAsUsername,
    read,
    check,
    start,
    requestStop,
  };
}
