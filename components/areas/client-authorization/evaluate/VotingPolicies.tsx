"use client";

import { Badge, HStack, List, Text } from "@chakra-ui/react";
import type PolicyResultRepresentation from "@keycloak/keycloak-admin-client/lib/defs/policyResultRepresentation.js";
import { useTranslations } from "next-intl";

/** The permissions that decided a resource, each with its decision and the policies that voted in it. */
export function VotingPolicies({ policies }: { policies: PolicyResultRepresentation[] }) {
  const t = useTranslations();
  if (policies.length === 0) return null;
  return (
    <List.Root ps="4" gap="1" fontSize="sm" aria-label={t("votingPolicies")}>
      {policies.map((result, index) => (
        <List.Item key={result.policy?.id ?? index}>
          <HStack gap="2">
            <Text>{result.policy?.name}</Text>
            <Badge colorPalette={result.status === "PERMIT" ? "green" : "red"}>{result.status}</Badge>
          </HStack>
          {!!result.associatedPolicies?.length && (
            <List.Root ps="4">
              {result.associatedPolicies.map((voter, voterIndex) => (
                <List.Item key={voter.policy?.id ?? voterIndex}>
                  <HStack gap="2">
                    <Text>{voter.policy?.name}</Text>
                    <Badge colorPalette={voter.status === "PERMIT" ? "green" : "red"}>{voter.status}</Badge>
                  </HStack>
                </List.Item>
              ))}
            </List.Root>
          )}
        </List.Item>
      ))}
    </List.Root>
  );
}
