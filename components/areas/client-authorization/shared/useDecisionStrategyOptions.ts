"use client";

import { useTranslations } from "next-intl";
import type { DecisionStrategyValue } from "@/lib/authorization/policyTypes";

/** The decision strategies as radio options, in the order given. */
export function useDecisionStrategyOptions(strategies: readonly DecisionStrategyValue[]) {
  const t = useTranslations();
  return strategies.map((strategy) => ({ value: strategy, label: t(`decisionStrategy${strategy}`) }));
}
