"use client";
import { Card, DataList, Heading } from "@chakra-ui/react";
import { useTranslations } from "next-intl";

/** A card of label-value rows; a row whose value the server did not send is left out. */
export function InfoCard({ titleKey, rows }: { titleKey: string; rows: [labelKey: string, value: unknown][] }) {
  const t = useTranslations();
  const shown = rows.filter(([, value]) => value !== undefined && value !== null && value !== "");
  if (shown.length === 0) return null;
  return (
    <Card.Root size="sm">
      <Card.Header>
        <Heading as="h2" size="md">
          {t(titleKey)}
        </Heading>
      </Card.Header>
      <Card.Body>
        <DataList.Root size="sm">
          {shown.map(([labelKey, value]) => (
            <DataList.Item key={labelKey}>
              <DataList.ItemLabel>{t(labelKey)}</DataList.ItemLabel>
              <DataList.ItemValue>{String(value)}</DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
      </Card.Body>
    </Card.Root>
  );
}
