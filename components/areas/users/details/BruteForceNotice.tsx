"use client";

import { Alert, Button } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import { useBruteForceStatus, useUnlockUser } from "@/lib/queries/users";

export type BruteForceNoticeProps = { realm: string; userId: string; canManage: boolean };

/** Shown while brute-force detection keeps the user locked out; unlock clears the login failures. */
export function BruteForceNotice({ realm, userId, canManage }: BruteForceNoticeProps) {
  const t = useTranslations();
  const status = useBruteForceStatus(realm, userId);
  const unlock = useUnlockUser(realm, userId);
  if (!status.data?.disabled) return null;
  return (
    <Alert.Root status="warning">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t("temporaryLocked")}</Alert.Title>
        <Alert.Description>{t("temporaryLockedHelp", { failures: status.data.numFailures ?? 0 })}</Alert.Description>
      </Alert.Content>
      {canManage && (
        <Button
          size="sm"
          variant="outline"
          loading={unlock.isPending}
          onClick={() => unlock.mutateAsync(undefined).catch(() => undefined)}
        >
          {t("unlock")}
        </Button>
      )}
    </Alert.Root>
  );
}
