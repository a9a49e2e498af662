"use client";

import { lazy, Suspense } from "react";
import { useTranslations } from "next-intl";
import type { FieldChange } from "@/lib/form/reviewChanges";
import type { Fix } from "@/lib/advisor/types";

// the console's review before save, fetched with the first fix as forms fetch it with their first save
const ReviewChangesDialog = lazy(() => import("@/components/kit/form/ReviewChangesDialog"));

export type FixReviewProps = { fix: Fix; onConfirm(): void; onCancel(): void };

/** What a fix will change, field by field, before anything is sent. */
export function FixReview({ fix, onConfirm, onCancel }: FixReviewProps) {
  const t = useTranslations();
  const changes: FieldChange[] = fix.changes.map(({ label, before, after, shownAs }) => ({
    kind: "value",
    path: label,
    label: t(label),
    before: shownAs ? t(shownAs.before) : before,
    after: shownAs ? t(shownAs.after) : after,
  }));
  return (
    <Suspense fallback={null}>
      <ReviewChangesDialog changes={changes} onConfirm={onConfirm} onCancel={onCancel} />
    </Suspense>
  );
}
