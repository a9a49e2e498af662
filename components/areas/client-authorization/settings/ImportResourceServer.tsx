"use client";

import { useState } from "react";
import { Button, DataList, HStack, Heading, Stack } from "@chakra-ui/react";
import { PrimaryButton } from "@/components/kit/ui/PrimaryButton";
import { useTranslations } from "next-intl";
import { JsonFileField } from "@/components/kit/form";
import {
  parseResourceServerFile,
  resourceServerSummary,
  type ResourceServerFile,
} from "@/lib/authorization/resourceServerFile";
import { useImportResourceServer } from "@/lib/queries/authorization";

type Chosen = { name: string } & (ResourceServerFile | { error: "unreadable" });

const ERROR_KEYS = {
  invalidJson: "invalidImportFileJson",
  notAResourceServer: "invalidResourceServerFile",
  unreadable: "importFileUnreadable",
} as const;

/** Choose an exported resource server, see what it holds, then apply it (Keycloak adds what it names). */
export function ImportResourceServer({ realm, clientId }: { realm: string; clientId: string }) {
  const t = useTranslations();
  const [chosen, setChosen] = useState<Chosen>();
  const importServer = useImportResourceServer(realm, clientId);
  const error = chosen && "error" in chosen ? chosen.error : undefined;
  const summary = chosen && "server" in chosen ? resourceServerSummary(chosen.server) : undefined;

  const apply = async () => {
    if (!chosen || !("server" in chosen)) return;
    // the alert tells how it went; a failure keeps the file chosen to try again
    await importServer.mutateAsync(chosen.server).then(
      () => setChosen(undefined),
      () => undefined,
    );
  };

  return (
    <Stack gap="3" maxW="2xl">
      <Heading size="md">{t("import")}</Heading>
      <JsonFileField
        label={t("importResourceServerFile")}
        fileName={chosen?.name}
        error={error && t(ERROR_KEYS[error])}
        onRead={(name, text) =>
          setChosen({ name, ...(text === undefined ? { error: "unreadable" } : parseResourceServerFile(text)) })
        }
      />
      {summary && (
        <Stack gap="3" aria-label={t("importPreview")} role="group">
          <DataList.Root orientation="horizontal" size="sm">
            {(
              ["policyEnforcementMode", "decisionStrategy", "resources", "scopes", "policies", "permissions"] as const
            ).map((item) => (
              <DataList.Item key={item}>
                <DataList.ItemLabel>{t(item === "scopes" ? "authorizationScopes" : item)}</DataList.ItemLabel>
                <DataList.ItemValue>{String(summary[item] ?? "")}</DataList.ItemValue>
              </DataList.Item>
            ))}
          </DataList.Root>
          <HStack gap="3">
            <PrimaryButton size="sm" loading={importServer.isPending} onClick={() => void apply()}>
              {t("apply")}
            </PrimaryButton>
            <Button size="sm" variant="ghost" onClick={() => setChosen(undefined)}>
              {t("cancel")}
            </Button>
          </HStack>
        </Stack>
      )}
    </Stack>
  );
}
