import { subjectKey } from "./subjects";
import type { AdvisorData, Finding, Rule, Severity } from "./types";

const ORDER: Record<Severity, number> = { high: 0, medium: 1, low: 2 };

/** Every rule's findings on the configuration, the most severe first, rules in their registry order within one. */
export function runRules(data: AdvisorData, rules: readonly Rule[]): Finding[] {
  const findings = rules.flatMap((rule) =>
    rule.check(data).map(({ subject, fix }) => ({ key: `${rule.id}:${subjectKey(subject)}`, rule, subject, fix })),
  );
  return findings.sort((a, b) => ORDER[a.rule.severity] - ORDER[b.rule.severity]);
}
