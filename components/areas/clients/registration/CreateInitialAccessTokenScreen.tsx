"use client";

import { useState } from "react";
import { Box, Button, HStack } from "@chakra-ui/react";
import { useNavigate } from "@tanstack/react-router";
import { useTranslations } from "next-intl";
import { EditForm, FormSubmitButton, NumberField, useEditForm } from "@/components/kit/form";
import { DurationField } from "@/components/kit/form/DurationField";
import { PageHeader } from "@/components/kit/screen/PageHeader";
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
  const edit = useEditForm({
    data: DEFAULT_INITIAL_ACCESS_TOKEN,
    toValues: (defaults: InitialAccessTokenValues) => defaults,
    schema: () =>
      initialAccessTokenSchema({ expiration: t("expirationValueNotValid"), count: t("countValueNotValid") }),
    // the mutation's alert shows the server's message; what the user typed stays
    save: (values: InitialAccessTokenValues) => create.mutateAsync(toInitialAccessTokenRequest(values)),
    onSaved: (created) => setToken(created.token ?? ""),
    // done once its token is shown, whatever the form holds
    unsaved: (dirty) => dirty && token === undefined,
  });
  const toList = () => void navigate({ to: "/$realm/clients/$tab", params: { realm, tab: "initial-access-token" } });

  return (
    <Box>
      <PageHeader title={t("createToken")} subtitle={t("createTokenHelp")} />
      {token !== undefined && <InitialAccessTokenDialog token={token} onClose={toList} />}
      <EditForm edit={edit} label={t("createToken")} layout={{ gap: "5", maxW: "2xl", px: "6", py: "6" }}>
        <DurationField<InitialAccessTokenValues>
          name="expiration"
          label={t("expiration")}
          help={t("tokenExpirationHelp")}
          required
        />
        <NumberField<InitialAccessTokenValues> name="count" label={t("count")} help={t("countHelp")} min={1} required />
        {/* the defaults make a good token: saving them unchanged is allowed */}
        <HStack gap="3">
          <FormSubmitButton<InitialAccessTokenValues> allowNonDirty>{t("save")}</FormSubmitButton>
          <Button variant="ghost" onClick={toList}>
            {t("cancel")}
          </Button>
        </HStack>
      </EditForm>
    </Box>
  );
}
