"use client";

import { Box } from "@chakra-ui/react";
import { useNavigate } from "@tanstack/react-router";
import { useTranslations } from "next-intl";
import { PageHeader } from "@/components/kit/screen/PageHeader";
import { QueryState } from "@/components/kit/screen/QueryState";
import { useClientProfiles, useSaveClientProfiles } from "@/lib/queries/clientPolicies";
import { useRealmName } from "@/lib/router/useRealmName";
import { NameDescriptionForm } from "../NameDescriptionForm";

/** /{realm}/realm-settings/client-policies/{tab}/add-profile: a new client profile's name; then on to its executors. */
export default function CreateProfileScreen() {
  const t = useTranslations();
  const realm = useRealmName();
  const navigate = useNavigate();
  const profiles = useClientProfiles(realm);
  const save = useSaveClientProfiles(realm, {
    successKey: "createClientProfileSuccess",
    errorKey: "createClientProfileError",
  });

  return (
    <Box>
      <PageHeader title={t("createClientProfile")} subtitle={t("clientProfileExplain")} />
      <Box px="6" py="6">
        <QueryState query={profiles}>
          {(data) => (
            <NameDescriptionForm
              takenNames={[...(data.profiles ?? []), ...(data.globalProfiles ?? [])].map((p) => p.name ?? "")}
              formLabel={t("createClientProfile")}
              onSave={({ name, description }) =>
                save.mutateAsync([...(data.profiles ?? []), { name, description, executors: [] }])
              }
              onDone={(saved, { name }) =>
                void navigate(
                  saved
                    ? {
                        to: "/$realm/realm-settings/client-policies/$profileName/edit-profile",
                        params: { realm, profileName: name },
                      }
                    : { to: "/$realm/realm-settings/client-policies/$tab", params: { realm, tab: "profiles" } },
                )
              }
            />
          )}
        </QueryState>
      </Box>
    </Box>
  );
}
