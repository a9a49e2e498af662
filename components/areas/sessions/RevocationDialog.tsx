"use client";

import { Button, HStack, Stack, Text } from "@chakra-ui/react";
import type GlobalRequestResult from "@keycloak/keycloak-admin-client/lib/defs/globalRequestResult.js";
import { useTranslations } from "next-intl";
import { QueryState } from "@/components/kit/screen/QueryState";
import { DialogFrame } from "@/components/kit/ui/DialogFrame";
import { FormattedDate } from "@/components/kit/ui/FormattedDate";
import { useAlerts } from "@/lib/console-context";
import { useRealm } from "@/lib/queries/realms";
import { usePushRealmRevocation, useSetRealmNotBefore } from "@/lib/queries/sessions";

export type RevocationDialogProps = {
  realm: string;
  open: boolean;
  /** Admins who may only view see the not-before without the buttons that change or push it. */
  canManage: boolean;
  /** Where the focus goes when the dialog closes: what opened it, a menu whose item is gone by then. */
  finalFocusEl(): HTMLElement | null;
  onClose(): void;
};

/**
 * The realm's not-before: tokens issued earlier are refused. Set it to now, clear it, or push it to every client
 * with an admin URL, each answer reported.
 */
export function RevocationDialog({ realm, open, canManage, finalFocusEl, onClose }: RevocationDialogProps) {
  const t = useTranslations();
  const { addAlert } = useAlerts();
  const realmRep = useRealm(realm);
  const setNotBefore = useSetRealmNotBefore(realm);
  const push = usePushRealmRevocation(realm);
  const busy = setNotBefore.isPending || push.isPending;

  const report = ({ successRequests = [], failedRequests = [] }: GlobalRequestResult) => {
    if (successRequests.length)
      addAlert(t("notBeforePushSuccess", { instances: successRequests.join(", ") }), "success");
    if (failedRequests.length) addAlert(t("notBeforePushPartial", { instances: failedRequests.join(", ") }), "danger");
    if (!successRequests.length && !failedRequests.length) addAlert(t("noAdminUrlSet"), "warning");
  };
  // the mutations alert their own failures; the dialog stays open so the admin can try again
  const run = (action: () => Promise<unknown>) => () => void action().then(onClose, () => undefined);

  return (
    <DialogFrame
      open={open}
      onClose={onClose}
      finalFocusEl={finalFocusEl}
      title={t("revocation")}
      footer={
        <HStack gap="2" wrap="wrap">
          {canManage && (
            <>
              <Button
                variant="outline"
                disabled={busy}
                onClick={run(() => setNotBefore.mutateAsync(Math.floor(Date.now() / 1000)))}
              >
                {t("setToNow")}
              </Button>
              <Button
                variant="outline"
                disabled={busy || !realmRep.data?.notBefore}
                onClick={run(() => setNotBefore.mutateAsync(0))}
              >
                {t("clear")}
              </Button>
              <Button
                variant="outline"
                loading={push.isPending}
                disabled={busy}
                onClick={run(async () => report(await push.mutateAsync(undefined)))}
              >
                {t("push")}
              </Button>
            </>
          )}
          <Button variant="ghost" onClick={onClose}>
            {t("cancel")}
          </Button>
        </HStack>
      }
    >
      <Stack gap="3">
        <Text>{t("revocationDescription")}</Text>
        <QueryState query={realmRep}>
          {(rep) => (
            <Stack gap="1">
              <Text fontWeight="medium">{t("notBefore")}</Text>
              <Text>{rep.notBefore ? <FormattedDate time={rep.notBefore * 1000} /> : t("none")}</Text>
            </Stack>
          )}
        </QueryState>
      </Stack>
    </DialogFrame>
  );
}
