"use client";

import { Box, Button, Code, HStack, Stack } from "@chakra-ui/react";
import { PrimaryButton } from "@/components/kit/ui/PrimaryButton";
import { useTranslations } from "next-intl";
import { QueryState } from "@/components/kit/screen/QueryState";
import { useCopyToClipboard } from "@/components/kit/ui/useCopyToClipboard";
import { useResourceServerExport } from "@/lib/queries/authorization";
import type { AuthzPanelProps } from "../shared/panelProps";

/** The resource server as Keycloak exports it (GET .../settings), to copy or download as a file. */
export default function ExportTab({ realm, clientId, client }: AuthzPanelProps) {
  const t = useTranslations();
  const exported = useResourceServerExport(realm, clientId);
  const copy = useCopyToClipboard();

  const download = (json: string) => {
    const url = URL.createObjectURL(new Blob([json], { type: "application/json" }));
    const link = document.createElement("a");
    link.href = url;
    link.download = `${client.clientId ?? clientId}-authz-config.json`;
    link.click();
    URL.revokeObjectURL(url);
  };

  return (
    <QueryState query={exported}>
      {(data) => {
        const json = JSON.stringify(data, null, 2);
        return (
          <Stack gap="4" py="6">
            <HStack gap="3">
              <PrimaryButton size="sm" onClick={() => download(json)}>
                {t("download")}
              </PrimaryButton>
              <Button size="sm" variant="outline" onClick={() => void copy(json)}>
                {t("copy")}
              </Button>
            </HStack>
            <Box as="pre" overflow="auto" maxH="xl" borderWidth="1px" borderRadius="md" p="3" tabIndex={0}>
              <Code
                display="block"
                whiteSpace="pre"
                bg="transparent"
                aria-label={t("authDetails")}
                data-testid="authz-export"
              >
                {json}
              </Code>
            </Box>
          </Stack>
        );
      }}
    </QueryState>
  );
}
