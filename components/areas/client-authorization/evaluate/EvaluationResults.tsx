"use client";

import { useState } from "react";
import { Badge, Box, Button, Code, HStack, Heading, Stack } from "@chakra-ui/react";
import type PolicyEvaluationResponse from "@keycloak/keycloak-admin-client/lib/defs/policyEvaluationResponse.js";
import { useTranslations } from "next-intl";
import { SimpleTable } from "@/components/kit/ui/SimpleTable";
import { evaluationRows } from "@/lib/authorization/evaluation";
import { VotingPolicies } from "./VotingPolicies";

const statusPalette = (status: string) => (status === "PERMIT" ? "green" : "red");

/** Per resource the decision and its scopes; below each, the permissions and policies that voted; then the RPT. */
export function EvaluationResults({ response }: { response: PolicyEvaluationResponse }) {
  const t = useTranslations();
  const [showRpt, setShowRpt] = useState(false);
  const rows = evaluationRows(response.results);
  return (
    <Stack gap="4" aria-label={t("evaluationResults")} role="region">
      <HStack justify="space-between">
        <Heading size="md">{t("evaluationResults")}</Heading>
        <Button size="sm" variant="outline" onClick={() => setShowRpt((shown) => !shown)}>
          {showRpt ? t("hideAuthorizationData") : t("showAuthorizationData")}
        </Button>
      </HStack>
      {showRpt && (
        <Box as="pre" overflow="auto" maxH="md" borderWidth="1px" borderRadius="md" p="3" tabIndex={0}>
          <Code display="block" whiteSpace="pre" bg="transparent">
            {JSON.stringify(response.rpt ?? {}, null, 2)}
          </Code>
        </Box>
      )}
      <SimpleTable
        label={t("evaluationResults")}
        rows={rows}
        rowKey={(row) => row.key}
        rowProps={() => ({ "data-testid": "evaluation-result" })}
        columns={[
          {
            headerKey: "resource",
            cell: (row, index) => (
              <Stack gap="2">
                {row.resource}
                <VotingPolicies policies={response.results?.[index]?.policies ?? []} />
              </Stack>
            ),
          },
          {
            headerKey: "overallResults",
            cell: (row) => <Badge colorPalette={statusPalette(row.status)}>{row.status}</Badge>,
          },
          { headerKey: "grantedScopes", cell: (row) => row.allowedScopes.join(", ") },
          { headerKey: "deniedScopes", cell: (row) => row.deniedScopes.join(", ") },
        ]}
      />
    </Stack>
  );
}
