"use client";
import { useState } from "react";
import { Box, Button } from "@chakra-ui/react";
import { Link, useNavigate } from "@tanstack/react-router";
import { useTranslations } from "next-intl";
import type RealmRepresentation from "@keycloak/keycloak-admin-client/lib/defs/realmRepresentation.js";
import { useAlerts } from "@/lib/console-context";
import { useCreateRealm } from "@/lib/queries/realms";
import { useWhoAmI } from "@/lib/queries/whoami";
import { useRealmName } from "@/lib/router/useRealmName";
import { Forbidden } from "@/components/shell/Forbidden";
import { EditForm, FormActions, SwitchField, TextField, useEditForm } from "@/components/kit/form";
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
  const { addAlert } = useAlerts();
  const createRealm = useCreateRealm();
  const [file, setFile] = useState<RealmRepresentation>();
  const edit = useEditForm({
    data: EMPTY_REALM,
    toValues: (empty: CreateRealmValues) => empty,
    schema: () => createRealmSchema({ required: t("required"), noSpaces: t("realmNameNoSpaces") }),
    save: (values: CreateRealmValues) => createRealm.mutateAsync(realmToCreate(values, file)),
    conflict: { field: "realm" },
    errorKey: "saveRealmError",
    onSaved: (_result, values) => {
      addAlert(t("saveRealmSuccess"), "success");
      return navigate({ to: "/$realm", params: { realm: values.realm } });
    },
  });
  const { form } = edit;

  const onFile = (uploaded: RealmRepresentation | undefined) => {
    setFile(uploaded);
    const values = uploaded ? valuesFromFile(uploaded) : EMPTY_REALM;
    // reset, not setValue: the submit button's form-state subscription only sees a reset
    form.reset(values, { keepDefaultValues: true });
    void form.trigger();
  };

  return (
    <EditForm edit={edit} label={t("createRealm")} layout={{ gap: "5", maxW: "xl" }}>
      <RealmFileUpload onChange={onFile} />
      <TextField<CreateRealmValues> name="realm" label={t("realmNameField")} required />
      <SwitchField<CreateRealmValues> name="enabled" label={t("enabled")} />
      <FormActions
        submitLabel={t("create")}
        allowNonDirty
        secondary={
          <Button asChild variant="ghost">
            <Link to="/$realm" params={{ realm }}>
              {t("cancel")}
            </Link>
          </Button>
        }
      />
    </EditForm>
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
