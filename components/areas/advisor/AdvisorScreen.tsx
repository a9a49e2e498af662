"use client";

import { Box, Stack } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import { PageHeader } from "@/components/kit/screen/PageHeader";
import { LoadingSpinner } from "@/components/kit/ui/LoadingSpinner";
import { QueryError } from "@/components/kit/ui/QueryError";
import { useRealmName } from "@/lib/router/useRealmName";
import { AdvisorFindings } from "./AdvisorFindings";
import { useAdvisorData } from "./useAdvisorData";

/**
 * /{realm}/advisor (issue 39): the realm's configuration read through the admin API and checked against the
 * advisor's rules (lib/advisor/rules), each finding with why it matters, the object it concerns, and a fix where the
 * fix is one obvious change.
 */
export default function AdvisorScreen() {
  const t = useTranslations();
  const realm = useRealmName();
  const { data, loading, failed } = useAdvisorData(realm);
  return (
    <Box>
      <PageHeader title={t("advisor")} subtitle={t("advisorSubtitle")} />
      <Stack gap="4" px="6" py="2">
        {failed.length > 0 && <QueryError query={failed} messageKey="advisorReadError" />}
        {loading ? <LoadingSpinner /> : <AdvisorFindings realm={realm} data={data} />}
      </Stack>
    </Box>
  );
}
