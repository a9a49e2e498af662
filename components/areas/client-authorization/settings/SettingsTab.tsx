"use client";

import { Stack } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import { QueryState } from "@/components/kit/screen/QueryState";
import { useResourceServer } from "@/lib/queries/authorization";
import type { AuthzPanelProps } from "../shared/panelProps";
import { ImportResourceServer } from "./ImportResourceServer";
import { ResourceServerForm } from "./ResourceServerForm";

/** The resource server's settings and, for admins who manage it, the import of an exported one. */
export default function SettingsTab({ realm, clientId, readOnly }: AuthzPanelProps) {
  const t = useTranslations();
  const server = useResourceServer(realm, clientId);
  return (
    <Stack gap="8" py="6" aria-label={t("settings")}>
      {!readOnly && <ImportResourceServer realm={realm} clientId={clientId} />}
      <QueryState query={server}>
        {(data) => <ResourceServerForm realm={realm} clientId={clientId} server={data} readOnly={readOnly} />}
      </QueryState>
    </Stack>
  );
}
