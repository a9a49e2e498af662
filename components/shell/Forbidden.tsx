"use client";
import { Box, Code, Heading, List } from "@chakra-ui/react";
import { useTranslations } from "next-intl";

export type ForbiddenProps = { permissions: readonly string[] };

/** Access denied: the forbidden message with the count, then the permissions that are needed. */
export function Forbidden({ permissions }: ForbiddenProps) {
  const t = useTranslations();
  return (
    <Box as="section" p="6" aria-labelledby="forbidden-title">
      <Heading id="forbidden-title" as="h1" size="lg">
        {t("forbidden", { count: permissions.length })}
      </Heading>
      <List.Root mt="3" ps="5" gap="1" aria-label={t("permissionsNeeded")}>
        {permissions.map((permission) => (
          <List.Item key={permission}>
            <Code>{permission}</Code>
          </List.Item>
        ))}
      </List.Root>
    </Box>
  );
}
