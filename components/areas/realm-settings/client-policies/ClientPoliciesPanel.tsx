"use client";

import { useState, type ReactNode } from "react";
import { Stack } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import { QueryState } from "@/components/kit/screen/QueryState";
import type { ClientPolicyKind, Named } from "./clientPolicyKinds";
import { JsonEditor } from "./JsonEditor";
import { ViewSwitch, type PoliciesView } from "./ViewSwitch";

type ClientPoliciesPanelProps<T extends Named> = { realm: string; kind: ClientPolicyKind<T>; table: ReactNode };

/** The realm's client profiles or policies: their table, or the realm's own as JSON. */
export function ClientPoliciesPanel<T extends Named>({ realm, kind, table }: ClientPoliciesPanelProps<T>) {
  const t = useTranslations();
  const [view, setView] = useState<PoliciesView>("form");
  const items = kind.useItems(realm);
  const save = kind.useSave(realm, kind.jsonSaved);
  return (
    <Stack gap="4" py="4">
      <ViewSwitch value={view} onChange={setView} />
      {view === "form" ? (
        table
      ) : (
        <QueryState query={items}>
          {(data) => (
            <JsonEditor
              value={data.own}
              label={t(kind.texts.json)}
              onSave={(parsed) => save.mutateAsync(parsed as T[])}
            />
          )}
        </QueryState>
      )}
    </Stack>
  );
}
