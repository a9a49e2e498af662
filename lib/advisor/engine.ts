import { subjectKey } from "./subjects";
import type { AdvisorData, Finding, Rule, Severity } from "./types";

const ORDER: Record<Severity, number> = { high: 0, medium: 1, low: 2 };

export type AdvisorRun = {
  /** The most severe first, rules in their registry order within one. */
  findings: Finding[];
  /** The rules whose data could not be read (refused to this admin, or failed): nothing is known of them. */
  unchecked: Rule[];
};

/** Every rule whose data has loaded, run over the configuration. */
export function runRules(data: Partial<AdvisorData>, rules: readonly Rule[]): AdvisorRun {
  const runnable = (rule: Rule) => rule.needs.every((source) => data[source] !== undefined);
  const findings = rules.filter(runnable).flatMap((rule) =>
    // runnable: every part the rule reads is there
    rule.check(data as AdvisorData).map(({ subject, fix }) => ({
      key: `${rule.id}:${subjectKey(subject)}`,
      rule,
      subject,
      fix,
    })),
  );
  findings.sort((a, b) => ORDER[a.rule.severity] - ORDER[b.rule.severity]);
  return { findings, unchecked: rules.filter((rule) => !runnable(rule)) };
}
