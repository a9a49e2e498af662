"use client";

import { Box, HStack, Stack, Text } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import { LoadingSpinner } from "@/components/kit/ui/LoadingSpinner";
import { QueryError } from "@/components/kit/ui/QueryError";
import { useGeneratedDocument, type GeneratedDocument } from "@/lib/queries/clients";
import { CopyButton } from "./CopyButton";

export type GeneratedDocumentViewProps = {
  realm: string;
  clientId: string;
  document: GeneratedDocument;
  scope: string;
  userId: string | undefined;
  /** Names the code block for assistive technology. */
  label: string;
};

/** An example token (or userinfo) Keycloak generates for the chosen user and scope, as formatted JSON. */
export function GeneratedDocumentView({ realm, clientId, document, scope, userId, label }: GeneratedDocumentViewProps) {
  const t = useTranslations();
  const generated = useGeneratedDocument(realm, clientId, document, scope, userId);
  if (!userId) return <Text color="fg.muted">{t("generatedDocumentNoUser")}</Text>;
  if (generated.isPending) return <LoadingSpinner />;
  if (generated.isError) return <QueryError query={generated} messageKey="generatedDocumentError" />;
  const json = JSON.stringify(generated.data, null, 2);
  return (
    <Stack gap="2">
      <HStack justify="flex-end">
        <CopyButton text={json} />
      </HStack>
      <Box
        as="pre"
        role="region"
        aria-label={label}
        tabIndex={0}
        p="4"
        borderWidth="1px"
        borderRadius="md"
        bg="bg.subtle"
        fontFamily="mono"
        fontSize="sm"
        overflow="auto"
        maxH="xl"
        whiteSpace="pre-wrap"
        overflowWrap="anywhere"
      >
        {json}
      </Box>
    </Stack>
  );
}
