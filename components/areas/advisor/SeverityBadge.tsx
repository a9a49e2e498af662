"use client";

import { Badge } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import type { Severity } from "@/lib/advisor/types";

const COLOR: Record<Severity, string> = { high: "red", medium: "orange", low: "gray" };
const LABEL: Record<Severity, string> = {
  high: "advisorSeverityHigh",
  medium: "advisorSeverityMedium",
  low: "advisorSeverityLow",
};

export function SeverityBadge({ severity }: { severity: Severity }) {
  const t = useTranslations();
  return <Badge colorPalette={COLOR[severity]}>{t(LABEL[severity])}</Badge>;
}
