"use client";

import { FormAccess } from "@/components/kit/form";
import { Box } from "@chakra-ui/react";
import { useNavigate } from "@tanstack/react-router";
import { useTranslations } from "next-intl";
import { PageHeader } from "@/components/kit/screen/PageHeader";
import { QueryState } from "@/components/kit/screen/QueryState";
import { useClientPolicies, useSaveClientPolicies } from "@/lib/queries/clientPolicies";
import { useRealmName } from "@/lib/router/useRealmName";
import { NameDescriptionForm } from "../NameDescriptionForm";

/** /{realm}/realm-settings/client-policies/policies/add-client-policy: a new policy's name; then its conditions. */
export default function CreatePolicyScreen() {
  const t = useTranslations();
  const realm = useRealmName();
  const navigate = useNavigate();
  const policies = useClientPolicies(realm);
  const save = useSaveClientPolicies(realm, {
    successKey: "createClientPolicySuccess",
    errorKey: "createClientPolicyError",
  });

  return (
    <FormAccess manage={["manage-realm"]}>
      <Box>
        <PageHeader title={t("createClientPolicy")} subtitle={t("clientPolicyExplain")} />
        <Box px="6" py="6">
          <QueryState query={policies}>
            {(data) => (
              <NameDescriptionForm
                takenNames={[...(data.policies ?? []), ...(data.globalPolicies ?? [])].map((p) => p.name ?? "")}
                formLabel={t("createClientPolicy")}
                onSave={({ name, description }) =>
                  save.mutateAsync([
                    ...(data.policies ?? []),
                    { name, description, enabled: true, conditions: [], profiles: [] },
                  ])
                }
                onDone={(saved, { name }) =>
                  void navigate(
                    saved
                      ? {
                          to: "/$realm/realm-settings/client-policies/$policyName/edit-policy",
                          params: { realm, policyName: name },
                        }
                      : { to: "/$realm/realm-settings/client-policies/$tab", params: { realm, tab: "policies" } },
                  )
                }
              />
            )}
          </QueryState>
        </Box>
      </Box>
    </FormAccess>
  );
}
