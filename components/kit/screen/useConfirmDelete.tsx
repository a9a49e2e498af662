"use client";

import { useCallback, useState, type ReactNode } from "react";
import { useConfirmDialog } from "@/components/kit/ui/ConfirmDialog";

export type ConfirmDeleteOptions<T> = {
  titleKey: string;
  messageKey: string;
  /** ICU values of the title and message for the item; by default its name as `name`. */
  messageValues?(item: T): Record<string, string | number>;
  /** Message key of the confirm button: "delete" unless the action is another kind of removal (unlink, revoke...). */
  continueKey?: string;
  /**
   * Removes the item, usually a mutation from lib/queries. Its rejection is not rethrown: the mutation has already
   * raised the error alert, and the dialog closes either way.
   */
  onDelete(item: T): Promise<unknown>;
  /** What follows a removal that succeeded, such as leaving the removed item's page; awaited before the dialog closes. */
  onDeleted?(item: T): unknown;
};

/** Most items are named, and most confirmations say the name. */
function nameOf(item: unknown): Record<string, string> {
  const { name } = (item ?? {}) as { name?: unknown };
  return { name: typeof name === "string" ? name : "" };
}

/**
 * Asks before removing an item: returns [ask(item), dialog]. Render the dialog once; ask opens it for one item. The
 * dialog is a danger alert dialog whose confirm button shows progress until the removal settles.
 */
export function useConfirmDelete<T>({
  titleKey,
  messageKey,
  messageValues = nameOf,
  continueKey = "delete",
  onDelete,
  onDeleted,
}: ConfirmDeleteOptions<T>): [(item: T) => void, ReactNode] {
  const [item, setItem] = useState<{ value: T }>();
  const [toggle, dialog] = useConfirmDialog({
    titleKey,
    messageKey,
    messageValues: item && messageValues?.(item.value),
    continueKey,
    variant: "danger",
    onConfirm: () =>
      item &&
      onDelete(item.value)
        .then(() => onDeleted?.(item.value))
        .catch(() => undefined),
  });
  const ask = useCallback(
    (value: T) => {
      setItem({ value });
      toggle();
    },
    [toggle],
  );
  // nothing to render before the first item is chosen: the message's values come from it
  return [ask, item ? dialog : null];
}
