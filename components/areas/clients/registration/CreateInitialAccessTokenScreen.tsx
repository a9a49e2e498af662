"use client";

import { useState } from "react";
import { Box, Button, HStack, Stack } from "@chakra-ui/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useNavigate } from "@tanstack/react-router";
import { useTranslations } from "next-intl";
import { FormProvider, useForm, type Resolver } from "react-hook-form";
import { FormSubmitButton, NumberField } from "@/components/kit/form";
import { DurationField } from "@/components/kit/form/DurationField";
import { UnsavedChangesDialog } from "@/components/kit/form/UnsavedChangesDialog";
import { useUnsavedChangesBlocker } from "@/components/kit/form/useUnsavedChangesBlocker";
import { PageHeader } from "@/components/kit/screen/PageHeader";
import { applyServerErrors } from "@/lib/errors";
import { useCreateInitialAccessToken } from "@/lib/queries/initialAccessTokens";
import { useRealmName } from "@/lib/router/useRealmName";
import {
  DEFAULT_INITIAL_ACCESS_TOKEN,
  initialAccessTokenSchema,
  toInitialAccessTokenRequest,
  type InitialAccessTokenValues,
} from "./initialAccessTokenForm";
import { InitialAccessTokenDialog } from "./InitialAccessTokenDialog";

/** /{realm}/clients/initialAccessToken/create: a new initial access token's lifespan and count, then the token once. */
export default function CreateInitialAccessTokenScreen() {
  const t = useTranslations();
  const realm = useRealmName();
  const navigate = useNavigate();
  const create = useCreateInitialAccessToken(realm);
  const [token, setToken] = useState<string>();
  const [schema] = useState(() =>
    initialAccessTokenSchema({ expiration: t("expirationValueNotValid"), count: t("countValueNotValid") }),
  );
  const form = useForm<InitialAccessTokenValues>({
    defaultValues: DEFAULT_INITIAL_ACCESS_TOKEN,
    resolver: zodResolver(schema) as Resolver<InitialAccessTokenValues>,
    mode: "onChange",
  });
  const blocker = useUnsavedChangesBlocker(() => form.formState.isDirty && token === undefined);
  const toList = () => void navigate({ to: "/$realm/clients/$tab", params: { realm, tab: "initial-access-token" } });

  const save = async (values: InitialAccessTokenValues) => {
    try {
      const created = await create.mutateAsync(toInitialAccessTokenRequest(values));
      setToken(created.token ?? "");
    } catch (error) {
      // the mutation's alert shows the server's message; what the user typed stays
      applyServerErrors(error, form.setError, t);
    }
  };

  return (
    <Box>
      <PageHeader title={t("createToken")} subtitle={t("createTokenHelp")} />
      {token !== undefined && (
        <InitialAccessTokenDialog
          token={token}
          onClose={() => {
            blocker.allowNext();
            toList();
          }}
        />
      )}
      <FormProvider {...form}>
        <form onSubmit={form.handleSubmit(save)} noValidate aria-label={t("createToken")}>
          <UnsavedChangesDialog open={blocker.blocked} onLeave={blocker.leave} onStay={blocker.stay} />
          <Stack gap="5" maxW="2xl" px="6" py="6">
            <DurationField<InitialAccessTokenValues>
              name="expiration"
              label={t("expiration")}
              help={t("tokenExpirationHelp")}
              required
            />
            <NumberField<InitialAccessTokenValues>
              name="count"
              label={t("count")}
              help={t("countHelp")}
              min={1}
              required
            />
            {/* the defaults make a good token: saving them unchanged is allowed */}
            <HStack gap="3">
              <FormSubmitButton<InitialAccessTokenValues> allowNonDirty colorPalette="blue">
                {t("save")}
              </FormSubmitButton>
              <Button variant="ghost" onClick={toList}>
                {t("cancel")}
              </Button>
            </HStack>
          </Stack>
        </form>
      </FormProvider>
    </Box>
  );
}
