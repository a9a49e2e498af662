"use client";

import { useMemo } from "react";
import { Stack } from "@chakra-ui/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import { TextField } from "@/components/kit/form";
import { FormDialog } from "@/components/kit/screen/FormDialog";
import { z } from "@/lib/form/zod";
import { useInviteOrganizationMember, type Invitation } from "@/lib/queries/organizations";

const EMPTY_INVITATION: Invitation = { email: "", firstName: "", lastName: "" };

export type InviteMemberDialogProps = { realm: string; organizationId: string; onClose(): void };

/** Invites someone by e-mail (with a first and last name for the registration): the server mails the link. */
export function InviteMemberDialog({ realm, organizationId, onClose }: InviteMemberDialogProps) {
  const t = useTranslations();
  const invite = useInviteOrganizationMember(realm, organizationId);
  const schema = useMemo(
    () =>
      z.object({
        email: z.string().trim().min(1, t("required")).email(t("invalidEmailMessage")),
        firstName: z.string().trim(),
        lastName: z.string().trim(),
      }),
    [t],
  );
  const form = useForm<Invitation>({
    defaultValues: EMPTY_INVITATION,
    resolver: zodResolver(schema),
    mode: "onChange",
  });
  return (
    <FormDialog
      open
      title={t("inviteMember")}
      form={form}
      submitLabel={t("send")}
      onSubmit={(values) => invite.mutateAsync(values)}
      onClose={onClose}
    >
      <Stack gap="4">
        <TextField name="email" type="email" label={t("email")} required />
        <TextField name="firstName" label={t("firstName")} />
        <TextField name="lastName" label={t("lastName")} />
      </Stack>
    </FormDialog>
  );
}
