"use client";

import { FormAccess } from "@/components/kit/form";
import { Badge, Box, Heading, Stack } from "@chakra-ui/react";
import { useParams } from "@tanstack/react-router";
import { useTranslations } from "next-intl";
import { PageHeader } from "@/components/kit/screen/PageHeader";
import { QueryState } from "@/components/kit/screen/QueryState";
import { PageNotFound } from "@/components/kit/screen/PageNotFound";
import { useAccess } from "@/lib/console-context";
import { useClientProfiles, useSaveClientProfiles } from "@/lib/queries/clientPolicies";
import { useRealmName } from "@/lib/router/useRealmName";
import { NameDescriptionForm } from "../NameDescriptionForm";
import { ExecutorsTable } from "./ExecutorsTable";

/**
 * /{realm}/realm-settings/client-policies/{profileName}/edit-profile: a client profile's description and executors;
 * Keycloak's global profiles, and every profile for admins who may not manage the realm, are read-only.
 */
export default function ProfileScreen() {
  const t = useTranslations();
  const realm = useRealmName();
  const profileName = useParams({ strict: false, select: (params) => params.profileName ?? "" });
  const profiles = useClientProfiles(realm);
  const canManage = useAccess().hasAny("manage-realm");
  const save = useSaveClientProfiles(realm, {
    successKey: "updateClientProfileSuccess",
    errorKey: "updateClientProfileError",
  });

  return (
    <QueryState query={profiles}>
      {(data) => {
        const own = data.profiles ?? [];
        const global = (data.globalProfiles ?? []).find((p) => p.name === profileName);
        const profile = own.find((p) => p.name === profileName) ?? global;
        if (!profile) return <PageNotFound />;
        const readOnly = !canManage || global !== undefined;
        return (
          <Box>
            <PageHeader
              title={profileName}
              subtitle={t("clientProfileExplain")}
              badges={global && <Badge colorPalette="blue">{t("global")}</Badge>}
            />
            <FormAccess readOnly={readOnly}>
              <Stack gap="8" px="6" py="6">
                <NameDescriptionForm
                  stored={{ name: profile.name ?? "", description: profile.description ?? "" }}
                  takenNames={[]}
                  formLabel={t("clientProfile")}
                  onSave={({ description }) =>
                    save.mutateAsync(own.map((p) => (p.name === profileName ? { ...p, description } : p)))
                  }
                />
                <Stack gap="3">
                  <Heading as="h2" size="md">
                    {t("executors")}
                  </Heading>
                  <ExecutorsTable realm={realm} profile={profile} ownProfiles={own} />
                </Stack>
              </Stack>
            </FormAccess>
          </Box>
        );
      }}
    </QueryState>
  );
}
