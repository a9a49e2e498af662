"use client";

import { useState } from "react";
import { Stack } from "@chakra-ui/react";
import type ClientProfileRepresentation from "@keycloak/keycloak-admin-client/lib/defs/clientProfileRepresentation.js";
import { useTranslations } from "next-intl";
import { QueryState } from "@/components/kit/screen/QueryState";
import { useClientProfiles, useSaveClientProfiles } from "@/lib/queries/clientPolicies";
import { JsonEditor } from "../JsonEditor";
import { ViewSwitch, type PoliciesView } from "../ViewSwitch";
import { ProfilesTable } from "./ProfilesTable";

type ProfilesPanelProps = { realm: string };

/** The realm's client profiles with Keycloak's global ones: a table, or the realm's own as JSON. */
export function ProfilesPanel({ realm }: ProfilesPanelProps) {
  const t = useTranslations();
  const [view, setView] = useState<PoliciesView>("form");
  const profiles = useClientProfiles(realm);
  const save = useSaveClientProfiles(realm, {
    successKey: "updateClientProfilesSuccess",
    errorKey: "updateClientProfilesError",
  });
  return (
    <Stack gap="4" py="4">
      <ViewSwitch value={view} onChange={setView} />
      {view === "form" ? (
        <ProfilesTable realm={realm} />
      ) : (
        <QueryState query={profiles}>
          {(data) => {
            const own = data.profiles ?? [];
            return (
              <JsonEditor
                value={own}
                label={t("clientProfilesJson")}
                onSave={(items) => save.mutateAsync(items as ClientProfileRepresentation[])}
              />
            );
          }}
        </QueryState>
      )}
    </Stack>
  );
}
