"use client";

import { Text } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import { TruncatedText } from "@/components/kit/ui/TruncatedText";
import type { Leaf } from "@/lib/realm-diff/types";

/** One side's value of a field: a list one item a line, nothing as such. */
export function DiffValue({ value }: { value: Leaf | undefined }) {
  const t = useTranslations();
  if (value === undefined) return <Text color="fg.muted">{t("realmDiffAbsent")}</Text>;
  const text = Array.isArray(value)
    ? value.map((item) => (typeof item === "string" ? item : JSON.stringify(item))).join("\n")
    : String(value);
  return <TruncatedText text={text} lines={4} whiteSpace="pre-wrap" wordBreak="break-all" />;
}
