"use client";

import { useState } from "react";
import { Badge, Button, HStack, Text } from "@chakra-ui/react";
import type AuthenticationFlowRepresentation from "@keycloak/keycloak-admin-client/lib/defs/authenticationFlowRepresentation.js";
import { useNavigate } from "@tanstack/react-router";
import { useTranslations } from "next-intl";
import { PageHeader } from "@/components/kit/screen/PageHeader";
import { useConfirmDelete } from "@/components/kit/screen/useConfirmDelete";
import { useDeleteFlow, type UsedByType } from "@/lib/queries/authentication";
import { useUpdateFlow } from "@/lib/queries/authenticationFlowEditor";
import { BindFlowDialog } from "../flows/BindFlowDialog";
import { DuplicateFlowDialog } from "../flows/DuplicateFlowDialog";
import { usedByKey } from "../usedBy";
import { FlowInfoDialog } from "./FlowInfoDialog";

export type FlowHeaderProps = {
  realm: string;
  flow: AuthenticationFlowRepresentation;
  usedBy: UsedByType | undefined;
  /** The admin may manage the realm's flows (built-in ones are still only copied). */
  canManage: boolean;
};

/** The flow's name, description, what uses it and whether it is built in; edit, duplicate and delete. */
export function FlowHeader({ realm, flow, usedBy, canManage }: FlowHeaderProps) {
  const t = useTranslations();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<"edit" | "duplicate" | "bind">();
  const update = useUpdateFlow(realm, flow);
  const remove = useDeleteFlow(realm);
  const [confirmDelete, DeleteConfirm] = useConfirmDelete<AuthenticationFlowRepresentation>({
    titleKey: "deleteConfirmFlow",
    messageKey: "deleteConfirmFlowMessage",
    messageValues: (item) => ({ flow: item.alias ?? "" }),
    onDelete: remove.mutateAsync,
    onDeleted: () => navigate({ to: "/$realm/authentication", params: { realm } }),
  });
  const editable = canManage && !flow.builtIn;

  return (
    <PageHeader
      title={flow.alias ?? ""}
      subtitle={flow.description || undefined}
      badges={
        <HStack gap="2">
          {flow.builtIn && <Badge>{t("buildIn")}</Badge>}
          <Text fontSize="sm" color="fg.muted">
            {t("usedByValue", { value: t(usedByKey({ usedBy: usedBy && { type: usedBy, values: [] } })) })}
          </Text>
        </HStack>
      }
      actions={
        canManage && (
          <HStack gap="2">
            {editable && (
              <Button variant="outline" onClick={() => setDialog("edit")}>
                {t("editInfo")}
              </Button>
            )}
            <Button variant="outline" onClick={() => setDialog("bind")}>
              {t("bindFlow")}
            </Button>
            <Button variant="outline" onClick={() => setDialog("duplicate")}>
              {t("duplicate")}
            </Button>
            {editable && !usedBy && (
              <Button variant="outline" colorPalette="red" onClick={() => confirmDelete(flow)}>
                {t("delete")}
              </Button>
            )}
          </HStack>
        )
      }
    >
      {DeleteConfirm}
      <BindFlowDialog realm={realm} flow={dialog === "bind" ? flow : undefined} onClose={() => setDialog(undefined)} />
      {dialog === "edit" && (
        <FlowInfoDialog
          title={t("editFlow")}
          submitLabel={t("save")}
          initial={{ alias: flow.alias ?? "", description: flow.description ?? "" }}
          onSave={update.mutateAsync}
          onClose={() => setDialog(undefined)}
        />
      )}
      <DuplicateFlowDialog
        realm={realm}
        flow={dialog === "duplicate" ? flow : undefined}
        onClose={() => setDialog(undefined)}
      />
    </PageHeader>
  );
}
