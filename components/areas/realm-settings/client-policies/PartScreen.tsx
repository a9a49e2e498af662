"use client";

import { Box } from "@chakra-ui/react";
import { useNavigate } from "@tanstack/react-router";
import { useTranslations } from "next-intl";
import { FormAccess } from "@/components/kit/form";
import { PageNotFound } from "@/components/kit/screen/PageNotFound";
import { PageHeader } from "@/components/kit/screen/PageHeader";
import { QueryState } from "@/components/kit/screen/QueryState";
import { useServerInfo } from "@/lib/console-context";
import { useRealmName } from "@/lib/router/useRealmName";
import { findNamed, nameOf, type ClientPolicyKind, type Named, type Part } from "./clientPolicyKinds";
import { ProviderForm } from "./provider/ProviderForm";
import type { ProviderConfiguration } from "./provider/providerConfig";

type PartScreenProps<T extends Named> = {
  kind: ClientPolicyKind<T>;
  /** The profile's or policy's name. */
  owner: string;
  /** The executor's or condition's type, to edit the first of that type (as Keycloak's console finds it); none adds one. */
  part?: string;
};

/**
 * A new executor of a profile or condition of a policy, or one of them. Keycloak's global profiles and policies, and
 * every one for admins who may not manage the realm, are read-only.
 */
export function PartScreen<T extends Named>({ kind, owner: ownerName, part: partName }: PartScreenProps<T>) {
  const t = useTranslations();
  const realm = useRealmName();
  const navigate = useNavigate();
  const items = kind.useItems(realm);
  const types = useServerInfo().componentTypes?.[kind.parts.providerType] ?? [];
  const save = kind.useSave(realm, kind.parts.saved(partName !== undefined));
  const title = t(partName ? kind.parts.titles.edit : kind.parts.titles.add);

  return (
    <QueryState query={items}>
      {(data) => {
        const { mine, item: owner } = findNamed(data, ownerName);
        const parts = owner ? kind.parts.of(owner) : [];
        const index = partName ? parts.findIndex((part) => part.type === partName) : -1;
        if (!owner || (partName && index < 0)) return <PageNotFound />;
        const stored = partName ? parts[index] : undefined;
        const withPart = (part: Part) => {
          const next = stored ? parts.map((old, i) => (i === index ? part : old)) : [...parts, part];
          return data.own.map((item) => (nameOf(item) === ownerName ? kind.parts.with(item, next) : item));
        };
        return (
          <Box>
            <PageHeader title={title} subtitle={ownerName} />
            <FormAccess manage={["manage-realm"]} readOnly={!mine}>
              <ProviderForm
                realm={realm}
                providers={types}
                stored={stored && { type: stored.type, configuration: stored.configuration as ProviderConfiguration }}
                typeLabelKey={kind.parts.typeLabelKey}
                formLabel={title}
                onSave={(type, configuration) => save.mutateAsync(withPart({ type, configuration }))}
                onDone={() => kind.parts.openOwner(navigate, realm, ownerName)}
              />
            </FormAccess>
          </Box>
        );
      }}
    </QueryState>
  );
}
