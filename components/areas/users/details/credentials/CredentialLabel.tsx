"use client";

import { useState } from "react";
import { Button, HStack, Input, Text } from "@chakra-ui/react";
import { PrimaryButton } from "@/components/kit/ui/PrimaryButton";
import { useTranslations } from "next-intl";

export type CredentialLabelProps = {
  label: string | undefined;
  type: string;
  editable: boolean;
  onRename(label: string): Promise<unknown>;
};

/** The credential's user label, renamed in place. */
export function CredentialLabel({ label, type, editable, onRename }: CredentialLabelProps) {
  const t = useTranslations();
  const [draft, setDraft] = useState<string>();
  const [busy, setBusy] = useState(false);

  if (draft === undefined) {
    return (
      <HStack gap="2">
        <Text>{label}</Text>
        {editable && (
          <Button
            size="xs"
            variant="ghost"
            aria-label={t("editUserLabelFor", { type })}
            onClick={() => setDraft(label ?? "")}
          >
            {t("edit")}
          </Button>
        )}
      </HStack>
    );
  }

  const save = async () => {
    setBusy(true);
    try {
      await onRename(draft.trim());
      setDraft(undefined);
    } catch {
      // the mutation raised the alert; editing goes on
    } finally {
      setBusy(false);
    }
  };

  return (
    <HStack
      as="form"
      gap="2"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <Input
        size="sm"
        aria-label={t("userLabel")}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        autoFocus
      />
      <PrimaryButton size="xs" type="submit" loading={busy}>
        {t("save")}
      </PrimaryButton>
      <Button size="xs" variant="ghost" onClick={() => setDraft(undefined)}>
        {t("cancel")}
      </Button>
    </HStack>
  );
}
