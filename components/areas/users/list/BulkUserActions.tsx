"use client";

import { useRef, useState } from "react";
import { Menu } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import { RolePicker } from "@/components/shared/role-mapping/RolePicker";
import { MenuButton } from "@/components/kit/ui/MenuButton";
import { useConfirmDialog } from "@/components/kit/ui/ConfirmDialog";
import { GroupPickerDialog } from "@/components/shared/group-picker/GroupPickerDialog";
import type { RoleRow } from "@/lib/queries/roleMappings";
import { useRunBulkUserAction, type BruteUser, type BulkUserAction } from "@/lib/queries/users";
import {
  actionTitleKey,
  BULK_CHOICE_ORDER,
  BULK_CHOICES,
  confirmedAction,
  confirmValues,
  type BulkChoice,
} from "./bulkActions";
import { BulkProgressDialog, type BulkRunState } from "./BulkProgressDialog";
import { RequiredActionsDialog } from "./RequiredActionsDialog";

export type BulkUserActionsProps = {
  realm: string;
  /** The selected rows; the action works on a snapshot taken when it is chosen. */
  users: BruteUser[];
  /** After the summary is closed (e.g. to clear the selection). */
  onDone?(): void;
};

const pickedRole = ({ role, client }: RoleRow) => ({
  role,
  client: client ? { id: client.id ?? "", clientId: client.clientId ?? "" } : undefined,
});

/**
 * The list's bulk-actions menu: enable, disable, required actions (added, or emailed), join groups, assign
 * roles, sign out, delete. Each asks first, then runs over the chosen users a few at a time with a progress
 * indicator, and ends with a summary of successes and failures.
 */
export function BulkUserActions({ realm, users, onDone }: BulkUserActionsProps) {
  const t = useTranslations();
  const runBulk = useRunBulkUserAction(realm);
  const [choice, setChoice] = useState<BulkChoice>();
  const [targets, setTargets] = useState<BruteUser[]>([]);
  const [run, setRun] = useState<BulkRunState>();
  const controller = useRef<AbortController | null>(null);
  const step = choice ? BULK_CHOICES[choice].step : undefined;

  const start = (action: BulkUserAction) => {
    setChoice(undefined);
    const abort = new AbortController();
    controller.current = abort;
    const titleKey = actionTitleKey(action);
    setRun({ titleKey, progress: { done: 0, total: targets.length, failed: 0 }, stopping: false });
    void runBulk(action, targets, {
      signal: abort.signal,
      onProgress: (progress) => setRun((current) => current && { ...current, progress }),
    }).then((summary) =>
      setRun((current) => ({
        titleKey,
        progress: current?.progress ?? { done: summary.total, total: summary.total, failed: summary.failed.length },
        summary,
        stopping: false,
      })),
    );
  };

  const confirmInfo = choice ? BULK_CHOICES[choice] : undefined;
  const [toggleConfirm, confirmDialog] = useConfirmDialog({
    titleKey: confirmInfo?.confirmTitleKey ?? "confirm",
    messageKey: confirmInfo?.confirmMessageKey ?? "confirm",
    messageValues: confirmValues(targets),
    continueKey: confirmInfo?.labelKey ?? "confirm",
    variant: confirmInfo?.danger ? "danger" : "default",
    onConfirm: () => {
      const action = choice && confirmedAction(choice);
      if (action) start(action);
    },
    onCancel: () => setChoice(undefined),
  });

  const choose = (next: BulkChoice) => {
    setTargets(users);
    setChoice(next);
    if (BULK_CHOICES[next].step === "confirm") toggleConfirm();
  };
  const cancel = () => setChoice(undefined);
  const close = () => {
    setRun(undefined);
    controller.current = null;
    onDone?.();
  };
  const stop = () => {
    controller.current?.abort();
    setRun((current) => current && { ...current, stopping: true });
  };

  return (
    <>
      <MenuButton size="sm" disabled={users.length === 0} label={t("bulkActions")}>
        {BULK_CHOICE_ORDER.map((item) => (
          <Menu.Item
            key={item}
            value={item}
            color={BULK_CHOICES[item].danger ? "fg.error" : undefined}
            onSelect={() => choose(item)}
          >
            {t(BULK_CHOICES[item].labelKey)}
          </Menu.Item>
        ))}
      </MenuButton>
      {confirmDialog}
      <RequiredActionsDialog
        realm={realm}
        open={step === "requiredActions"}
        count={targets.length}
        onClose={cancel}
        onSubmit={start}
      />
      <GroupPickerDialog
        realm={realm}
        open={step === "groups"}
        onClose={cancel}
        onPick={(groups) => groups.length > 0 && start({ kind: "joinGroups", groups })}
      />
      <RolePicker
        realm={realm}
        open={step === "roles"}
        onClose={cancel}
        onAssign={(rows) => rows.length > 0 && start({ kind: "assignRoles", roles: rows.map(pickedRole) })}
      />
      <BulkProgressDialog run={run} onStop={stop} onClose={close} />
    </>
  );
}
