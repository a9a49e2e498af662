"use client";

import { FormAccess } from "@/components/kit/form";
import { Box } from "@chakra-ui/react";
import { useNavigate, useParams } from "@tanstack/react-router";
import { useTranslations } from "next-intl";
import { PageNotFound } from "@/components/kit/screen/PageNotFound";
import { PageHeader } from "@/components/kit/screen/PageHeader";
import { QueryState } from "@/components/kit/screen/QueryState";
import { useAccess, useServerInfo } from "@/lib/console-context";
import { EXECUTOR_PROVIDER_TYPE, useClientProfiles, useSaveClientProfiles } from "@/lib/queries/clientPolicies";
import { useRealmName } from "@/lib/router/useRealmName";
import { ProviderForm } from "../provider/ProviderForm";
import type { ProviderConfiguration } from "../provider/providerConfig";

/**
 * /{realm}/realm-settings/client-policies/{profileName}/add-executor and .../edit-profile/{executorName}: a new
 * executor of the profile, or one of its executors (the first of that type, as Keycloak's console finds it).
 */
export default function ExecutorScreen() {
  const t = useTranslations();
  const realm = useRealmName();
  const navigate = useNavigate();
  const { profileName, executorName } = useParams({
    strict: false,
    select: (params) => ({ profileName: params.profileName ?? "", executorName: params.executorName }),
  });
  const profiles = useClientProfiles(realm);
  const types = useServerInfo().componentTypes?.[EXECUTOR_PROVIDER_TYPE] ?? [];
  const canManage = useAccess().hasAny("manage-realm");
  const save = useSaveClientProfiles(realm, {
    successKey: executorName ? "updateExecutorSuccess" : "addExecutorSuccess",
    errorKey: executorName ? "updateExecutorError" : "addExecutorError",
  });
  const toProfile = () =>
    void navigate({
      to: "/$realm/realm-settings/client-policies/$profileName/edit-profile",
      params: { realm, profileName },
    });
  const title = executorName ? t("executorDetails") : t("addExecutor");

  return (
    <QueryState query={profiles}>
      {(data) => {
        const own = data.profiles ?? [];
        const global = (data.globalProfiles ?? []).find((p) => p.name === profileName);
        const profile = own.find((p) => p.name === profileName) ?? global;
        const index = executorName ? (profile?.executors ?? []).findIndex((e) => e.executor === executorName) : -1;
        if (!profile || (executorName && index < 0)) return <PageNotFound />;
        const stored = executorName ? profile.executors?.[index] : undefined;
        const withExecutor = (executor: string, configuration: ProviderConfiguration) => {
          const executors = [...(profile.executors ?? [])];
          if (stored) executors[index] = { executor, configuration };
          else executors.push({ executor, configuration });
          return own.map((p) => (p.name === profileName ? { ...p, executors } : p));
        };
        return (
          <Box>
            <PageHeader title={title} subtitle={profileName} />
            <FormAccess readOnly={!canManage || global !== undefined}>
              <ProviderForm
                realm={realm}
                providers={types}
                stored={
                  stored && {
                    type: stored.executor ?? "",
                    configuration: stored.configuration as ProviderConfiguration,
                  }
                }
                typeLabelKey="executorType"
                formLabel={title}
                onSave={(executor, configuration) => save.mutateAsync(withExecutor(executor, configuration))}
                onDone={toProfile}
              />
            </FormAccess>
          </Box>
        );
      }}
    </QueryState>
  );
}
