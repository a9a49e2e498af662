"use client";

import { useState } from "react";
import { Stack } from "@chakra-ui/react";
import type ClientPolicyRepresentation from "@keycloak/keycloak-admin-client/lib/defs/clientPolicyRepresentation.js";
import { useTranslations } from "next-intl";
import { QueryState } from "@/components/kit/screen/QueryState";
import { useClientPolicies, useSaveClientPolicies } from "@/lib/queries/clientPolicies";
import { JsonEditor } from "../JsonEditor";
import { ViewSwitch, type PoliciesView } from "../ViewSwitch";
import { PoliciesTable } from "./PoliciesTable";

type PoliciesPanelProps = { realm: string };

/** The realm's client policies: a table with their switches, or the realm's own as JSON. */
export function PoliciesPanel({ realm }: PoliciesPanelProps) {
  const t = useTranslations();
  const [view, setView] = useState<PoliciesView>("form");
  const policies = useClientPolicies(realm);
  const save = useSaveClientPolicies(realm, {
    successKey: "updateClientPoliciesSuccess",
    errorKey: "updateClientPoliciesError",
  });
  return (
    <Stack gap="4" py="4">
      <ViewSwitch value={view} onChange={setView} />
      {view === "form" ? (
        <PoliciesTable realm={realm} />
      ) : (
        <QueryState query={policies}>
          {(data) => {
            const own = data.policies ?? [];
            return (
              <JsonEditor
                value={own}
                label={t("clientPoliciesJson")}
                onSave={(items) => save.mutateAsync(items as ClientPolicyRepresentation[])}
              />
            );
          }}
        </QueryState>
      )}
    </Stack>
  );
}
