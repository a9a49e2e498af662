"use client";

import { Button, Stack } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import { DialogFrame } from "@/components/kit/ui/DialogFrame";
import { POLICY_TYPES, POLICY_TYPE_TITLES, type PolicyType } from "@/lib/authorization/policyTypes";

/** A new policy starts with its type; JavaScript policies are deployed with the server, not created here. */
export function ChoosePolicyTypeDialog({
  open,
  onClose,
  onChoose,
}: {
  open: boolean;
  onClose(): void;
  onChoose(type: PolicyType): void;
}) {
  const t = useTranslations();
  return (
    <DialogFrame
      open={open}
      onClose={onClose}
      title={t("chooseAPolicyType")}
      footer={
        <Button variant="ghost" onClick={onClose}>
          {t("cancel")}
        </Button>
      }
    >
      <Stack gap="2">
        {POLICY_TYPES.filter((type) => type !== "js").map((type) => (
          <Button key={type} variant="outline" justifyContent="start" onClick={() => onChoose(type)}>
            {t(POLICY_TYPE_TITLES[type])}
          </Button>
        ))}
      </Stack>
    </DialogFrame>
  );
}
