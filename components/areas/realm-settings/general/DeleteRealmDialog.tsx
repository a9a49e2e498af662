"use client";

import { useState } from "react";
import { Button, Field, Input, Stack, Text } from "@chakra-ui/react";
import { useNavigate } from "@tanstack/react-router";
import { useTranslations } from "next-intl";
import { DialogFrame } from "@/components/kit/ui/DialogFrame";
import { useEnvironment } from "@/lib/console-context";
import { useDeleteRealm } from "@/lib/queries/realms";
import { useRecentRealms } from "@/lib/recentRealms";

export type DeleteRealmDialogProps = { realm: string; open: boolean; onClose(): void };

const MASTER = "master";

/**
 * Deletes the realm once its name is typed (Keycloak only asks; a realm takes everything in it along). Afterwards
 * the console opens the dashboard of the realm the admin signed in to, master for a master admin.
 */
export function DeleteRealmDialog({ realm, open, onClose }: DeleteRealmDialogProps) {
  const t = useTranslations();
  const navigate = useNavigate();
  const loginRealm = useEnvironment().realm;
  const { mutation, forget } = useDeleteRealm();
  const { removeRecentRealm } = useRecentRealms();
  const [typed, setTyped] = useState("");

  const close = () => {
    setTyped("");
    onClose();
  };

  // a failure is the mutation's error alert; the dialog stays open with the name typed
  const remove = async () => {
    const deleted = await mutation.mutateAsync(realm).then(
      () => true,
      () => false,
    );
    if (!deleted) return;
    await navigate({ to: "/$realm", params: { realm: loginRealm === realm ? MASTER : loginRealm } });
    // only once the realm's pages are gone: while they show, they remember it as a recent realm again
    removeRecentRealm(realm);
    await forget(realm);
  };

  return (
    <DialogFrame
      role="alertdialog"
      open={open}
      onClose={close}
      title={t("deleteConfirmTitleRealm", { realm })}
      footer={
        <>
          <Button variant="outline" onClick={close}>
            {t("cancel")}
          </Button>
          <Button colorPalette="red" loading={mutation.isPending} disabled={typed !== realm} onClick={remove}>
            {t("delete")}
          </Button>
        </>
      }
    >
      <Stack gap="4">
        <Text>{t("deleteConfirmRealmSetting")}</Text>
        <Field.Root>
          <Field.Label>{t("typeRealmNameToDelete", { realm })}</Field.Label>
          <Input name="confirmRealmName" value={typed} autoComplete="off" onChange={(e) => setTyped(e.target.value)} />
        </Field.Root>
      </Stack>
    </DialogFrame>
  );
}
