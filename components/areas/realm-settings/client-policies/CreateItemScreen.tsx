"use client";

import { Box } from "@chakra-ui/react";
import { useNavigate } from "@tanstack/react-router";
import { useTranslations } from "next-intl";
import { FormAccess } from "@/components/kit/form";
import { PageHeader } from "@/components/kit/screen/PageHeader";
import { QueryState } from "@/components/kit/screen/QueryState";
import { useRealmName } from "@/lib/router/useRealmName";
import { nameOf, type ClientPolicyKind, type Named } from "./clientPolicyKinds";
import { NameDescriptionForm } from "./NameDescriptionForm";

/** A new client profile's or policy's name and description; once saved, on to its executors or conditions. */
export function CreateItemScreen<T extends Named>({ kind }: { kind: ClientPolicyKind<T> }) {
  const t = useTranslations();
  const realm = useRealmName();
  const navigate = useNavigate();
  const items = kind.useItems(realm);
  const save = kind.useSave(realm, { successKey: kind.texts.createdSuccess, errorKey: kind.texts.createdError });
  const toList = () =>
    void navigate({ to: "/$realm/realm-settings/client-policies/$tab", params: { realm, tab: kind.tab } });

  return (
    <FormAccess manage={["manage-realm"]}>
      <Box>
        <PageHeader title={t(kind.texts.create)} subtitle={t(kind.texts.explain)} />
        <Box px="6" py="6">
          <QueryState query={items}>
            {(data) => (
              <NameDescriptionForm
                takenNames={[...data.own, ...data.global].map(nameOf)}
                formLabel={t(kind.texts.create)}
                onSave={(values) => save.mutateAsync([...data.own, kind.create(values)])}
                onDone={(saved, { name }) => (saved ? kind.openItem(navigate, realm, name) : toList())}
              />
            )}
          </QueryState>
        </Box>
      </Box>
    </FormAccess>
  );
}
