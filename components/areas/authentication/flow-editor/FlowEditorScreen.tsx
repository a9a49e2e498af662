"use client";

import { Box, Stack, Text } from "@chakra-ui/react";
import { useParams } from "@tanstack/react-router";
import { useTranslations } from "next-intl";
import { QueryState } from "@/components/kit/screen/QueryState";
import { useAccess } from "@/lib/console-context";
import type { UsedByType } from "@/lib/queries/authentication";
import { useFlow } from "@/lib/queries/authenticationFlowEditor";
import { useRealmName } from "@/lib/router/useRealmName";
import { FlowExecutions } from "./FlowExecutions";
import { FlowHeader } from "./FlowHeader";

// the usedBy segment as Keycloak's console (and the flows list) writes it
const USED_BY: Record<string, UsedByType> = {
  SPECIFIC_CLIENT: "SPECIFIC_CLIENT",
  SPECIFIC_PROVIDERS: "SPECIFIC_PROVIDERS",
  DEFAULT: "DEFAULT",
};

/**
 * /{realm}/authentication/{id}/{usedBy}[/builtIn]: one flow's executions. Keycloak's console puts what uses the flow
 * ("notInUse" when nothing does) and "builtIn" in the path; what may be edited is decided by the flow itself.
 */
export default function FlowEditorScreen() {
  const t = useTranslations();
  const realm = useRealmName();
  const { id, usedBy } = useParams({ strict: false, select: (p) => ({ id: p.id ?? "", usedBy: p.usedBy ?? "" }) });
  const flow = useFlow(realm, id);
  const canManage = useAccess().hasAny("manage-realm");

  return (
    <QueryState query={flow}>
      {(data) => (
        <Box>
          <FlowHeader
            realm={realm}
            flow={data}
            usedBy={Object.hasOwn(USED_BY, usedBy) ? USED_BY[usedBy] : undefined}
            canManage={canManage}
          />
          <Stack px="6" py="4" gap="4">
            {data.builtIn && canManage && <Text color="fg.muted">{t("builtInFlowReadOnly")}</Text>}
            <FlowExecutions realm={realm} flow={data} readOnly={!canManage || data.builtIn === true} />
          </Stack>
        </Box>
      )}
    </QueryState>
  );
}
