"use client";

import { useState } from "react";
import { Button, Tag, Wrap } from "@chakra-ui/react";
import { useTranslations } from "next-intl";

/** Domains shown before the 'show remaining' toggle. */
export const VISIBLE_DOMAINS = 2;

type Domain = string | { name?: string };

export function domainNames(domains: readonly Domain[] | undefined): string[] {
  return (domains ?? [])
    .map((domain) => (typeof domain === "string" ? domain : (domain.name ?? "")))
    .filter((name) => name !== "");
}

/** Read-only domain chips: the first two, then a toggle for the rest. */
export function OrganizationDomains({ domains }: { domains?: readonly Domain[] }) {
  const t = useTranslations();
  const [expanded, setExpanded] = useState(false);
  const names = domainNames(domains);
  const remaining = names.length - VISIBLE_DOMAINS;
  const shown = expanded ? names : names.slice(0, VISIBLE_DOMAINS);
  return (
    <Wrap gap="1" align="center">
      {shown.map((name) => (
        <Tag.Root key={name} size="sm" variant="outline">
          <Tag.Label>{name}</Tag.Label>
        </Tag.Root>
      ))}
      {remaining > 0 && (
        <Button variant="plain" size="xs" colorPalette="blue" onClick={() => setExpanded(!expanded)}>
          {expanded ? t("hide") : t("showRemaining", { remaining })}
        </Button>
      )}
    </Wrap>
  );
}
