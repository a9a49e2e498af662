"use client";

import { useState } from "react";

/**
 * A dialog's confirming action: runs it, then closes the dialog. A failure (which the mutation has alerted) keeps
 * the dialog open with its choice for another try. Returns [busy, run].
 */
export function useRunThenClose(action: () => Promise<unknown>, onClose: () => void): [boolean, () => Promise<void>] {
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      await action();
      onClose();
    } catch {
      // the mutation has shown the error
    } finally {
      setBusy(false);
    }
  };
  return [busy, run];
}
