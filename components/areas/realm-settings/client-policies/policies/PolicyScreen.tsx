"use client";

import { Heading, Stack } from "@chakra-ui/react";
import { useParams } from "@tanstack/react-router";
import { useTranslations } from "next-intl";
import { useRealmName } from "@/lib/router/useRealmName";
import { POLICIES } from "../clientPolicyKinds";
import { ItemScreen } from "../ItemScreen";
import { PolicyProfilesTable } from "./PolicyProfilesTable";

/** /{realm}/realm-settings/client-policies/{policyName}/edit-policy: a policy's description, conditions and profiles. */
export default function PolicyScreen() {
  const t = useTranslations();
  const realm = useRealmName();
  const { policyName = "" } = useParams({ strict: false });
  return (
    <ItemScreen
      kind={POLICIES}
      name={policyName}
      more={(policy, own) => (
        <Stack as="section" gap="3" aria-labelledby="policy-profiles">
          <Heading as="h2" size="md" id="policy-profiles">
            {t("clientProfiles")}
          </Heading>
          <PolicyProfilesTable realm={realm} policy={policy} ownPolicies={own} />
        </Stack>
      )}
    />
  );
}
