"use client";

import { useParams } from "@tanstack/react-router";
import { PageNotFound } from "@/components/kit/screen/PageNotFound";
import { QueryState } from "@/components/kit/screen/QueryState";
import { useAccess } from "@/lib/console-context";
import type { ConfigProperty } from "@/lib/dynamic-config/configProperty";
import {
  REGISTRATION_POLICY_KINDS,
  useRegistrationPolicy,
  useRegistrationPolicyProviders,
  type RegistrationPolicyKind,
} from "@/lib/queries/clientRegistrationPolicies";
import { RegistrationPolicyForm } from "./RegistrationPolicyForm";

const isKind = (value: string | undefined): value is RegistrationPolicyKind =>
  (REGISTRATION_POLICY_KINDS as readonly (string | undefined)[]).includes(value);

/**
 * /{realm}/clients/client-registration/{kind}/{providerId}[/{id}]: a new registration policy of that provider for
 * that kind of request, or a stored one.
 */
export default function RegistrationPolicyScreen() {
  const { realm, subTab, providerId, id } = useParams({ strict: false });
  const providers = useRegistrationPolicyProviders(realm ?? "");
  const policy = useRegistrationPolicy(realm ?? "", id);
  const readOnly = !useAccess().hasAny("manage-realm");
  if (!realm || !providerId || !isKind(subTab)) return <PageNotFound />;
  return (
    <QueryState query={providers}>
      {(known) => {
        const provider = known.find((candidate) => candidate.id === providerId);
        if (!provider) return <PageNotFound />;
        const form = (stored?: Parameters<typeof RegistrationPolicyForm>[0]["stored"]) => (
          <RegistrationPolicyForm
            key={stored?.id ?? "new"}
            realm={realm}
            kind={subTab}
            providerId={providerId}
            properties={(provider.properties ?? []) as ConfigProperty[]}
            stored={stored}
            readOnly={readOnly}
          />
        );
        if (id === undefined) return form();
        return (
          <QueryState query={policy}>
            {(stored) =>
              stored.providerId === providerId && stored.subType === subTab ? form(stored) : <PageNotFound />
            }
          </QueryState>
        );
      }}
    </QueryState>
  );
}
