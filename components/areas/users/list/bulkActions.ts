import type { BulkSummary } from "@/lib/bulk/runBulk";
import { getErrorMessage, isNetworkFailure } from "@/lib/errors";
import type { BruteUser, BulkUserAction } from "@/lib/queries/users";

/** An entry of the bulk-actions menu; some ask for details in a dialog before they run. */
export type BulkChoice = "enable" | "disable" | "requiredActions" | "joinGroups" | "assignRoles" | "signOut" | "delete";

/** How a choice gets what it needs before running: a confirmation, or its own dialog. */
export type BulkChoiceStep = "confirm" | "requiredActions" | "groups" | "roles";

type ChoiceInfo = {
  labelKey: string;
  step: BulkChoiceStep;
  danger?: boolean;
  confirmTitleKey?: string;
  confirmMessageKey?: string;
};

export const BULK_CHOICES: Record<BulkChoice, ChoiceInfo> = {
  enable: {
    labelKey: "enable",
    step: "confirm",
    confirmTitleKey: "enableUsersConfirmTitle",
    confirmMessageKey: "enableUsersConfirm",
  },
  disable: {
    labelKey: "disable",
    step: "confirm",
    confirmTitleKey: "disableUsersConfirmTitle",
    confirmMessageKey: "disableUsersConfirm",
  },
  requiredActions: { labelKey: "requiredActionsBulk", step: "requiredActions" },
  joinGroups: { labelKey: "joinGroup", step: "groups" },
  assignRoles: { labelKey: "assignRole", step: "roles" },
  signOut: {
    labelKey: "signOut",
    step: "confirm",
    confirmTitleKey: "signOutUsersConfirmTitle",
    confirmMessageKey: "signOutUsersConfirm",
  },
  delete: {
    labelKey: "delete",
    step: "confirm",
    danger: true,
    confirmTitleKey: "deleteConfirmUsers",
    confirmMessageKey: "deleteUsersConfirmDialog",
  },
};

export const BULK_CHOICE_ORDER: readonly BulkChoice[] = [
  "enable",
  "disable",
  "requiredActions",
  "joinGroups",
  "assignRoles",
  "signOut",
  "delete",
];

/** The action a confirmed choice runs (choices with their own dialog build theirs there). */
export function confirmedAction(choice: BulkChoice): BulkUserAction | undefined {
  switch (choice) {
    case "enable":
    case "disable":
    case "signOut":
    case "delete":
      return { kind: choice };
    default:
      return undefined;
  }
}

/** Message key naming a running or finished action in the progress dialog. */
export function actionTitleKey(action: BulkUserAction): string {
  return `bulkTitle_${action.kind}`;
}

/** A failed user for the summary: who, and what the server said. */
export type BulkFailureRow = { id: string; username: string; message: string };

export function failureRows(summary: BulkSummary<BruteUser>, t: (key: string) => string): BulkFailureRow[] {
  return summary.failed.map(({ item, error }, index) => ({
    id: item.id ?? String(index),
    username: item.username ?? item.id ?? "",
    // the server's own reason per user (a 403 names who could not be changed); no answer at all in the console's words
    message: isNetworkFailure(error) ? t("networkFailure") : getErrorMessage(error),
  }));
}

/** The name to put in a confirmation about these users: the username of a single user, else nothing. */
export function confirmValues(users: readonly BruteUser[]): { count: number; name: string } {
  return { count: users.length, name: users.length === 1 ? (users[0].username ?? "") : "" };
}
