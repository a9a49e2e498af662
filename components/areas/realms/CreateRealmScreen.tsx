"use client";
import { useMemo, useState } from "react";
import { Box, Button, Stack } from "@chakra-ui/react";
import { zodResolver } from "@hookform/resolvers/zod";
import { Link, useNavigate } from "@tanstack/react-router";
import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import type RealmRepresentation from "@keycloak/keycloak-admin-client/lib/defs/realmRepresentation.js";
import { useAlerts } from "@/lib/console-context";
import { applyServerErrors, errorStatus, getErrorMessage } from "@/lib/errors";
import { useCreateRealm } from "@/lib/queries/realms";
import { useWhoAmI } from "@/lib/queries/whoami";
import { useRealmName } from "@/lib/router/useRealmName";
import { Forbidden } from "@/components/shell/Forbidden";
import { SwitchField, TextField, FormActions } from "@/components/kit/form";
import {
  createRealmSchema,
  EMPTY_REALM,
  realmToCreate,
  valuesFromFile,
  type CreateRealmValues,
} from "./createRealmForm";
import { RealmFileUpload } from "./RealmFileUpload";
import { PageHeader } from "@/components/kit/screen/PageHeader";

const CREATE_REALM_ROLE = "create-realm";

function CreateRealmForm() {
  const t = useTranslations();
  const realm = useRealmName();
  const navigate = useNavigate();
  const { addAlert, addError } = useAlerts();
  const createRealm = useCreateRealm();
  const [file, setFile] = useState<RealmRepresentation>();
  const schema = useMemo(() => createRealmSchema({ required: t("required"), noSpaces: t("realmNameNoSpaces") }), [t]);
  const form = useForm<CreateRealmValues>({
    defaultValues: EMPTY_REALM,
    resolver: zodResolver(schema),
    mode: "onChange",
  });

  const onFile = (uploaded: RealmRepresentation | undefined) => {
    setFile(uploaded);
    const values = uploaded ? valuesFromFile(uploaded) : EMPTY_REALM;
    // reset, not setValue: the submit button's form-state subscription only sees a reset
    form.reset(values, { keepDefaultValues: true });
    void form.trigger();
  };

  const save = async (values: CreateRealmValues) => {
    try {
      await createRealm.mutateAsync(realmToCreate(values, file));
      addAlert(t("saveRealmSuccess"), "success");
      await navigate({ to: "/$realm", params: { realm: values.realm } });
    } catch (error) {
      if (errorStatus(error) === 409) {
        form.setError("realm", { type: "server", message: getErrorMessage(error) });
      } else if (!applyServerErrors(error, form.setError, t)) {
        addError("saveRealmError", error);
      }
    }
  };

  return (
    <form onSubmit={form.handleSubmit(save)} noValidate>
      <Stack gap="5" maxW="xl">
        <RealmFileUpload onChange={onFile} />
        <TextField control={form.control} name="realm" label={t("realmNameField")} required />
        <SwitchField control={form.control} name="enabled" label={t("enabled")} onText={t("on")} offText={t("off")} />
        <FormActions
          form={form}
          submitLabel={t("create")}
          secondary={
            <Button asChild variant="ghost">
              <Link to="/$realm" params={{ realm }}>
                {t("cancel")}
              </Link>
            </Button>
          }
        />
      </Stack>
    </form>
  );
}

/** /{realm}/add-realm: a new realm from a name, an enabled flag and optionally a realm file. */
export default function CreateRealmScreen() {
  const t = useTranslations();
  const realm = useRealmName();
  const whoAmI = useWhoAmI(realm).data;
  if (!whoAmI?.createRealm) return <Forbidden permissions={[CREATE_REALM_ROLE]} />;

  return (
    <Box>
      <PageHeader title={t("createRealm")} subtitle={t("realmExplain")} />
      <Box px="6" py="6">
        <CreateRealmForm />
      </Box>
    </Box>
  );
}
