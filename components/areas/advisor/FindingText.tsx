"use client";

import { Stack, Text } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import type { Rule } from "@/lib/advisor/types";

/** A finding's title and the one sentence saying why it matters. */
export function FindingText({ rule }: { rule: Rule }) {
  const t = useTranslations();
  return (
    <Stack gap="0.5">
      <Text fontWeight="semibold">{t(rule.title)}</Text>
      <Text color="fg.muted" textStyle="sm">
        {t(rule.why)}
      </Text>
    </Stack>
  );
}
