"use client";

import { Button, HStack, Stack, Text } from "@chakra-ui/react";
import type ClientRepresentation from "@keycloak/keycloak-admin-client/lib/defs/clientRepresentation.js";
import { useTranslations } from "next-intl";
import { FormattedDate } from "@/components/kit/ui/FormattedDate";
import { useAlerts } from "@/lib/console-context";
import { usePushRevocation, useSetClientNotBefore } from "@/lib/queries/clients";

export type RevocationSectionProps = { realm: string; client: ClientRepresentation; readOnly: boolean };

/** The client's not-before: tokens issued earlier are refused; set, clear, and push it to the client's admin URL. */
export function RevocationSection({ realm, client, readOnly }: RevocationSectionProps) {
  const t = useTranslations();
  const { addAlert } = useAlerts();
  const setNotBefore = useSetClientNotBefore(realm, client.id!);
  const push = usePushRevocation(realm, client.id!);
  const notBefore = client.notBefore ?? 0;

  const change = async (value: number) => {
    await setNotBefore.mutateAsync({ client, notBefore: value });
    addAlert(t(value ? "notBeforeSetToNow" : "notBeforeNowClear"), "success");
  };
  const pushNow = async () => {
    const result = await push.mutateAsync(undefined);
    const sent = result.successRequests ?? [];
    const failed = result.failedRequests ?? [];
    if (sent.length) addAlert(t("notBeforePushSuccess", { instances: sent.join(", ") }), "success");
    if (failed.length) addAlert(t("notBeforePushPartial", { instances: failed.join(", ") }), "danger");
    if (!sent.length && !failed.length) addAlert(t("notBeforePushNone"), "warning");
  };
  // the mutations raise their own error alerts; nothing more to do with a rejection here
  const run = (action: () => Promise<unknown>) => () => void action().catch(() => undefined);

  return (
    <Stack gap="4">
      <Stack gap="1">
        <Text fontWeight="medium">{t("notBefore")}</Text>
        <Text data-testid="client-not-before" color={notBefore ? undefined : "fg.muted"}>
          {notBefore ? <FormattedDate time={notBefore * 1000} /> : t("none")}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          {t("notBeforeHelp")}
        </Text>
      </Stack>
      {!readOnly && (
        <HStack gap="3" wrap="wrap">
          <Button
            variant="outline"
            loading={setNotBefore.isPending}
            onClick={run(() => change(Math.floor(Date.now() / 1000)))}
          >
            {t("setToNow")}
          </Button>
          <Button variant="outline" disabled={!notBefore || setNotBefore.isPending} onClick={run(() => change(0))}>
            {t("clear")}
          </Button>
          <Button variant="outline" loading={push.isPending} onClick={run(pushNow)}>
            {t("push")}
          </Button>
        </HStack>
      )}
    </Stack>
  );
}
