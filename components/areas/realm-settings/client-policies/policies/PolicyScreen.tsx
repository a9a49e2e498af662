"use client";

import { FormAccess } from "@/components/kit/form";
import { Box, Heading, Stack } from "@chakra-ui/react";
import { useParams } from "@tanstack/react-router";
import { useTranslations } from "next-intl";
import { PageNotFound } from "@/components/kit/screen/PageNotFound";
import { PageHeader } from "@/components/kit/screen/PageHeader";
import { QueryState } from "@/components/kit/screen/QueryState";
import { useClientPolicies, useSaveClientPolicies } from "@/lib/queries/clientPolicies";
import { useRealmName } from "@/lib/router/useRealmName";
import { NameDescriptionForm } from "../NameDescriptionForm";
import { ConditionsTable } from "./ConditionsTable";
import { PolicyProfilesTable } from "./PolicyProfilesTable";

/** /{realm}/realm-settings/client-policies/{policyName}/edit-policy: a policy's description, conditions and profiles. */
export default function PolicyScreen() {
  const t = useTranslations();
  const realm = useRealmName();
  const policyName = useParams({ strict: false, select: (params) => params.policyName ?? "" });
  const policies = useClientPolicies(realm);
  const save = useSaveClientPolicies(realm, {
    successKey: "updateClientPolicySuccess",
    errorKey: "updateClientPolicyError",
  });

  return (
    <FormAccess manage={["manage-realm"]}>
      <QueryState query={policies}>
        {(data) => {
          const own = data.policies ?? [];
          const policy = own.find((p) => p.name === policyName);
          if (!policy) return <PageNotFound />;
          return (
            <Box>
              <PageHeader title={policyName} subtitle={t("clientPolicyExplain")} />
              <Stack gap="8" px="6" py="6">
                <NameDescriptionForm
                  stored={{ name: policyName, description: policy.description ?? "" }}
                  takenNames={[]}
                  formLabel={t("clientPolicy")}
                  onSave={({ description }) =>
                    save.mutateAsync(own.map((p) => (p.name === policyName ? { ...p, description } : p)))
                  }
                />
                <Stack as="section" gap="3" aria-labelledby="policy-conditions">
                  <Heading as="h2" size="md" id="policy-conditions">
                    {t("conditions")}
                  </Heading>
                  <ConditionsTable realm={realm} policy={policy} ownPolicies={own} />
                </Stack>
                <Stack as="section" gap="3" aria-labelledby="policy-profiles">
                  <Heading as="h2" size="md" id="policy-profiles">
                    {t("clientProfiles")}
                  </Heading>
                  <PolicyProfilesTable realm={realm} policy={policy} ownPolicies={own} />
                </Stack>
              </Stack>
            </Box>
          );
        }}
      </QueryState>
    </FormAccess>
  );
}
