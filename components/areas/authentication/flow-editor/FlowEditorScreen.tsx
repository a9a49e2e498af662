"use client";

import { Box, Stack, Text } from "@chakra-ui/react";
import { useEffect } from "react";
import { useNavigate, useParams } from "@tanstack/react-router";
import { useTranslations } from "next-intl";
import { QueryState } from "@/components/kit/screen/QueryState";
import { useAccess } from "@/lib/console-context";
import { useUiFlow, type UsedByType } from "@/lib/queries/authentication";
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
 * What binds the flow: the address's segment until the server has said, then the server's, with the address
 * following it (binding the flow here, or anywhere else meanwhile, changes it).
 */
function useBindingFollowed(realm: string, id: string, segment: string): UsedByType | undefined {
  const navigate = useNavigate();
  const { data: flow } = useUiFlow(realm, id);
  const bound = flow ? flow.usedBy?.type : Object.hasOwn(USED_BY, segment) ? USED_BY[segment] : undefined;
  const followed = bound ?? "notInUse";
  useEffect(() => {
    if (!flow || followed === segment) return;
    const params = { realm, id, usedBy: followed };
    void navigate(
      flow.builtIn
        ? {
            to: "/$realm/authentication/$id/$usedBy/$builtIn",
            params: { ...params, builtIn: "builtIn" },
            replace: true,
          }
        : { to: "/$realm/authentication/$id/$usedBy", params, replace: true },
    );
  }, [flow, followed, segment, realm, id, navigate]);
  return bound;
}

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
  const bound = useBindingFollowed(realm, id, usedBy);

  return (
    <QueryState query={flow}>
      {(data) => (
        <Box>
          <FlowHeader realm={realm} flow={data} usedBy={bound} canManage={canManage} />
          <Stack px="6" py="4" gap="4">
            {data.builtIn && canManage && <Text color="fg.muted">{t("builtInFlowReadOnly")}</Text>}
            <FlowExecutions realm={realm} flow={data} readOnly={!canManage || data.builtIn === true} />
          </Stack>
        </Box>
      )}
    </QueryState>
  );
}
