"use client";

import { Box, Code, Heading, Stack } from "@chakra-ui/react";
import type AdminEventRepresentation from "@keycloak/keycloak-admin-client/lib/defs/adminEventRepresentation.js";
import { useTranslations } from "next-intl";
import { DetailList } from "@/components/shared/event-table/DetailList";

/** The representation as sent (a JSON string), indented when it parses. */
export function formatRepresentation(representation: string): string {
  try {
    return JSON.stringify(JSON.parse(representation), null, 2);
  } catch {
    return representation;
  }
}

/** The expanded row of an admin event: who did it, the error if any, and the representation sent. */
export function AdminEventDetails({ event }: { event: AdminEventRepresentation }) {
  const t = useTranslations();
  const auth = event.authDetails;
  return (
    <Stack gap="3">
      <DetailList
        label={t("auth")}
        items={[
          [t("realm"), auth?.realmId],
          [t("client"), auth?.clientId],
          [t("user"), auth?.userId],
          [t("ipAddress"), auth?.ipAddress],
          [t("error"), event.error],
        ]}
      />
      {event.representation && (
        <Box>
          <Heading as="h3" size="sm" mb="1">
            {t("representation")}
          </Heading>
          <Code
            as="pre"
            display="block"
            whiteSpace="pre-wrap"
            p="3"
            maxH="xs"
            overflow="auto"
            aria-label={t("representation")}
          >
            {formatRepresentation(event.representation)}
          </Code>
        </Box>
      )}
    </Stack>
  );
}
