"use client";

import { lazy, Suspense, useState } from "react";
import { useTranslations } from "next-intl";
import type RealmRepresentation from "@keycloak/keycloak-admin-client/lib/defs/realmRepresentation.js";
import type { FieldChange } from "@/lib/form/reviewChanges";
import { copyPlan, otherSide, type CopyPlan, type DiffSide } from "@/lib/realm-diff/copy";
import { copyChanges } from "@/lib/realm-diff/review";
import type { DiffEntry, FieldDiff } from "@/lib/realm-diff/types";
import { useRealmCopy } from "@/lib/queries/partialExport";

// the same review every settings form shows before it saves, fetched with the first copy
const ReviewChangesDialog = lazy(() => import("@/components/kit/form/ReviewChangesDialog"));

type Pending = { realm: string; plan: CopyPlan; changes: FieldChange[] };

export type AskCopy = (entry: DiffEntry, field: FieldDiff | undefined, from: DiffSide) => void;

/** A copy to the other side, shown for review first and written once confirmed; the target's export then reloads. */
export function useCopyReview(sides: Record<DiffSide, RealmRepresentation>, names: Record<DiffSide, string>) {
  const t = useTranslations();
  const copy = useRealmCopy();
  const [pending, setPending] = useState<Pending>();

  const ask: AskCopy = (entry, field, from) => {
    const plan = copyPlan(entry, field, from, sides);
    if (!plan) return;
    const changes = copyChanges(entry, field, from, t("realmDiffWholeObject"));
    setPending({ realm: names[otherSide(from)], plan, changes });
  };

  const dialog = pending && (
    <Suspense fallback={null}>
      <ReviewChangesDialog
        changes={pending.changes}
        onConfirm={() => {
          copy.mutate({ realm: pending.realm, plan: pending.plan });
          setPending(undefined);
        }}
        onCancel={() => setPending(undefined)}
      />
    </Suspense>
  );
  return [ask, dialog] as const;
}
