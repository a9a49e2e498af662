"use client";

import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import { TextField } from "@/components/kit/form";
import { FormDialog } from "@/components/kit/screen/FormDialog";

type LinkValues = { userId: string; userName: string };

export type LinkIdentityProviderDialogProps = {
  /** The provider to link; the dialog is open while it is set. */
  alias: string | undefined;
  onClose(): void;
  onLink(values: LinkValues): Promise<unknown>;
};

/** Links the user to an account at an identity provider: that account's user id and username. */
export function LinkIdentityProviderDialog({ alias, onClose, onLink }: LinkIdentityProviderDialogProps) {
  const t = useTranslations();
  const form = useForm<LinkValues>({ defaultValues: { userId: "", userName: "" }, mode: "onChange" });
  return (
    <FormDialog<LinkValues>
      open={alias !== undefined}
      title={t("linkAccountTitle", { provider: alias ?? "" })}
      form={form}
      submitLabel={t("link")}
      onSubmit={onLink}
      onClose={onClose}
    >
      <TextField<LinkValues> name="userId" label={t("userID")} help={t("userIdHelperText")} required />
      <TextField<LinkValues> name="userName" label={t("username")} help={t("usernameHelperText")} required />
    </FormDialog>
  );
}
