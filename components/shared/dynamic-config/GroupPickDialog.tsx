"use client";

import type GroupRepresentation from "@keycloak/keycloak-admin-client/lib/defs/groupRepresentation.js";
import { useTranslations } from "next-intl";
import { useGroupBrowser } from "@/components/shared/group-picker/useGroupBrowser";
import type { PickDialogProps } from "./PickedValueField";
import { SinglePickDialog } from "./SinglePickDialog";

const pathOf = (group: GroupRepresentation) => group.path ?? `/${group.name ?? ""}`;

/** Picks one group, browsing the tree level by level or searching all of it; Group properties store its path. */
export function GroupPickDialog({ realm, onPick, onClose }: PickDialogProps & { realm: string }) {
  const t = useTranslations();
  const { picker, searching, rows, trailBar, openButton, emptyText } = useGroupBrowser(realm);
  return (
    <SinglePickDialog<GroupRepresentation>
      title={t("selectGroup")}
      searchLabel={t("searchForGroups")}
      picker={picker}
      rows={rows}
      rowKey={(group) => group.id ?? pathOf(group)}
      rowLabel={(group) => (searching ? pathOf(group) : group.name)}
      valueOf={pathOf}
      emptyText={emptyText}
      listLabel={t("groups")}
      toolbar={trailBar}
      rowAction={openButton}
      onPick={onPick}
      onClose={onClose}
    />
  );
}
