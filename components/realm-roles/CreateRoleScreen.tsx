"use client";

import { useState } from "react";
import { Box, Button, HStack, Stack } from "@chakra-ui/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useNavigate } from "@tanstack/react-router";
import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import { FormSubmitButton, TextAreaField, TextField } from "@/components/form";
import { useAlerts } from "@/lib/console-context";
import { applyServerErrors, errorStatus, getErrorMessage } from "@/lib/errors";
import { useCreateRealmRole } from "@/lib/queries/roles";
import { useRealmName } from "@/lib/router/useRealmName";
import { EMPTY_ROLE, newRoleSchema, type NewRoleValues } from "./newRoleForm";
import { PageHeader } from "@/components/kit/PageHeader";

/** /{realm}/roles/new: name and description of a new realm role; then on to its details. */
export default function CreateRoleScreen() {
  const t = useTranslations();
  const realm = useRealmName();
  const navigate = useNavigate();
  const { addError } = useAlerts();
  const createRole = useCreateRealmRole(realm);
  // one resolver for the form's life: a new one on re-render would drop the validity it has worked out
  const [schema] = useState(() =>
    newRoleSchema({ required: t("required"), surroundingSpaces: t("roleNameSurroundingSpaces") }),
  );
  const form = useForm<NewRoleValues>({ defaultValues: EMPTY_ROLE, resolver: zodResolver(schema), mode: "onChange" });

  const save = async (values: NewRoleValues) => {
    try {
      const role = await createRole.mutateAsync(values);
      if (role?.id) await navigate({ to: "/$realm/roles/$id/$tab", params: { realm, id: role.id, tab: "details" } });
      else await navigate({ to: "/$realm/roles", params: { realm } });
    } catch (error) {
      // a role of that name exists already: that is the name's problem
      if (errorStatus(error) === 409) form.setError("name", { type: "server", message: getErrorMessage(error) });
      else if (!applyServerErrors(error, form.setError, t)) addError("roleCreateError", error);
    }
  };

  return (
    <Box>
      <PageHeader title={t("createRole")} />
      <form onSubmit={form.handleSubmit(save)} noValidate aria-label={t("createRole")}>
        <Stack gap="5" maxW="2xl" px="6" py="6">
          <TextField control={form.control} name="name" label={t("roleName")} required />
          <TextAreaField control={form.control} name="description" label={t("description")} rows={3} />
          <HStack gap="3">
            <FormSubmitButton control={form.control}>{t("create")}</FormSubmitButton>
            <Button variant="ghost" onClick={() => void navigate({ to: "/$realm/roles", params: { realm } })}>
              {t("cancel")}
            </Button>
          </HStack>
        </Stack>
      </form>
    </Box>
  );
}
