"use client";

import { Button, HStack, Stack } from "@chakra-ui/react";
import { PrimaryButton } from "@/components/kit/ui/PrimaryButton";
import { useTranslations } from "next-intl";
import { useWatch, type UseFormReturn } from "react-hook-form";
import { KeyValueField, SearchSelectField } from "@/components/kit/form";
import type { EvaluationValues } from "@/lib/authorization/evaluation";
import { realmPicker } from "../shared/realmPicker";
import { scopePicker, serverPicker } from "../shared/serverPicker";

export type EvaluateFieldsProps = {
  realm: string;
  clientId: string;
  form: UseFormReturn<EvaluationValues>;
  evaluating: boolean;
};

/** Client, user, extra roles, contextual attributes, and a resource with its scopes (or every resource). */
export function EvaluateFields({ realm, clientId, form, evaluating }: EvaluateFieldsProps) {
  const t = useTranslations();
  const { control } = form;
  const chosen = useWatch({ control, name: "resource" });

  return (
    <Stack gap="6" maxW="3xl">
      <SearchSelectField
        control={control}
        name="client"
        label={t("client")}
        help={t("clientHelp")}
        {...realmPicker(realm, "clients")}
      />
      <SearchSelectField
        control={control}
        name="user"
        label={t("user")}
        help={t("selectUserHelp")}
        required
        {...realmPicker(realm, "users")}
      />
      <SearchSelectField
        control={control}
        name="roleIds"
        label={t("roles")}
        help={t("rolesHelp")}
        multiple
        {...realmPicker(realm, "realmRoles")}
      />
      <KeyValueField control={control} name="attributes" label={t("contextualAttributes")} />
      <SearchSelectField
        control={control}
        name="resource"
        label={t("resource")}
        help={t("evaluateResourceHelp")}
        placeholder={t("allResources")}
        {...serverPicker(realm, clientId, "resources")}
      />
      <SearchSelectField
        // another resource offers other scopes: a new search, not the last resource's matches
        key={chosen}
        control={control}
        name="scopes"
        label={t("authorizationScopes")}
        multiple
        {...scopePicker(realm, clientId, chosen || undefined)}
      />
      <HStack gap="3">
        <PrimaryButton type="submit" loading={evaluating}>
          {t("evaluate")}
        </PrimaryButton>
        <Button variant="ghost" onClick={() => form.reset()}>
          {t("revert")}
        </Button>
      </HStack>
    </Stack>
  );
}
