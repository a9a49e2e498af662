"use client";

import { lazy, Suspense } from "react";
import type { FatalErrorDialogProps } from "./FatalErrorDialog";
import { FullPageSpinner } from "./FullPageSpinner";

// Loaded only when start-up fails, so a good start does not carry the dialog machinery (focus trap, scroll lock).
const FatalErrorDialog = lazy(() =>
  import("./FatalErrorDialog").then((module) => ({ default: module.FatalErrorDialog })),
);

/** The fatal error dialog, fetched on demand. */
export function FatalError(props: FatalErrorDialogProps) {
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <FatalErrorDialog {...props} />
    </Suspense>
  );
}
