"use client";

import { useState, type ReactNode } from "react";
import type { RowAction } from "@/components/kit/data-table";
import { useCreateGroup, useDuplicateGroup, useRenameGroup, type GroupRow } from "@/lib/queries/groups";
import { useTranslations } from "next-intl";
import { GroupNameDialog } from "./GroupNameDialog";
import { MoveGroupDialog } from "./MoveGroupDialog";

type Naming = { kind: "child" | "rename" | "duplicate"; group: GroupRow };

const DIALOG_KEYS = {
  child: { titleKey: "createChildGroup", submitKey: "create" },
  rename: { titleKey: "renameGroup", submitKey: "rename" },
  duplicate: { titleKey: "duplicateGroup", submitKey: "duplicate" },
} as const;

/**
 * The row actions of a child-groups table besides delete (create child, rename, duplicate, move to) and the
 * dialogs they open. `parentIdOf(row)` is where the row's group sits (undefined: top level).
 */
export function useGroupRowActions(
  realm: string,
  parentIdOf: (row: GroupRow) => string | undefined,
): { actions(row: GroupRow): RowAction<GroupRow>[]; dialogs: ReactNode } {
  const t = useTranslations();
  const [naming, setNaming] = useState<Naming>();
  const [moving, setMoving] = useState<GroupRow>();
  const createGroup = useCreateGroup(realm);
  const renameGroup = useRenameGroup(realm);
  const duplicateGroup = useDuplicateGroup(realm);

  const submit = (name: string) => {
    if (!naming) return Promise.resolve();
    const id = naming.group.id ?? "";
    if (naming.kind === "child") return createGroup.mutateAsync({ parentId: id, name });
    if (naming.kind === "rename") return renameGroup.mutateAsync({ id, name });
    return duplicateGroup.mutateAsync({ sourceId: id, name, parentId: parentIdOf(naming.group) });
  };

  const actions = (row: GroupRow): RowAction<GroupRow>[] => [
    { labelKey: "createChildGroup", onClick: () => setNaming({ kind: "child", group: row }) },
    { labelKey: "rename", onClick: () => setNaming({ kind: "rename", group: row }) },
    { labelKey: "duplicate", onClick: () => setNaming({ kind: "duplicate", group: row }) },
    { labelKey: "moveTo", onClick: () => setMoving(row) },
  ];

  const defaultName =
    naming?.kind === "rename"
      ? (naming.group.name ?? "")
      : naming?.kind === "duplicate"
        ? t("copyOf", { name: naming.group.name ?? "" })
        : "";
  const dialogs = (
    <>
      {naming && (
        <GroupNameDialog
          titleKey={DIALOG_KEYS[naming.kind].titleKey}
          submitKey={DIALOG_KEYS[naming.kind].submitKey}
          defaultName={defaultName}
          onSubmit={submit}
          onClose={() => setNaming(undefined)}
        />
      )}
      {moving && (
        <MoveGroupDialog
          realm={realm}
          group={moving}
          currentParentId={parentIdOf(moving)}
          onClose={() => setMoving(undefined)}
        />
      )}
    </>
  );
  return { actions, dialogs };
}
