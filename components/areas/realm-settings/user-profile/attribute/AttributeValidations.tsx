"use client";

import { useReadOnly } from "@/components/kit/form";
import { useState } from "react";
import { Button, Code, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import { useFormState, useWatch, type UseFormReturn } from "react-hook-form";
import { RowDeleteButton } from "@/components/kit/ui/RowDeleteButton";
import { SimpleTable } from "@/components/kit/ui/SimpleTable";
import { useConfirmDelete } from "@/components/kit/screen/useConfirmDelete";
import { PlusIcon } from "@/components/kit/ui/icons";
import { useServerInfo } from "@/lib/console-context";
import type { AttributeFormValues, ValidatorEntry } from "./attributeForm";
import { AddValidatorDialog } from "./AddValidatorDialog";
import { addableValidators } from "./validatorConfig";

type AttributeValidationsProps = { realm: string; form: UseFormReturn<AttributeFormValues> };

/** The attribute's validators with their config; added from the server's list, removed after asking. */
export function AttributeValidations({ realm, form }: AttributeValidationsProps) {
  const readOnly = useReadOnly();
  const t = useTranslations();
  const serverInfo = useServerInfo();
  const validations = useWatch({ control: form.control, name: "validations" });
  const error = useFormState({ control: form.control, name: "validations" }).errors.validations;
  const [adding, setAdding] = useState(false);
  const setValidations = (next: ValidatorEntry[]) =>
    form.setValue("validations", next, { shouldDirty: true, shouldValidate: true });

  const [askRemove, removeDialog] = useConfirmDelete<ValidatorEntry>({
    titleKey: "deleteValidatorConfirmTitle",
    messageKey: "deleteValidatorConfirmMsg",
    messageValues: (entry) => ({ validatorName: entry.id }),
    onDelete: async (entry) => setValidations(validations.filter((v) => v.id !== entry.id)),
  });

  return (
    <Stack gap="4">
      {removeDialog}
      {adding && (
        <AddValidatorDialog
          realm={realm}
          validators={addableValidators(serverInfo, validations)}
          onAdd={(entry) => {
            setValidations([...validations, entry]);
            // Keycloak's console shows the options of an options validator as a select
            if (entry.id === "options" && form.getValues("inputType") === "")
              form.setValue("inputType", "select", { shouldDirty: true });
          }}
          onClose={() => setAdding(false)}
        />
      )}
      <HStack justify="space-between">
        <Heading as="h2" size="md">
          {t("validations")}
        </Heading>
        {!readOnly && (
          <Button size="sm" variant="outline" onClick={() => setAdding(true)}>
            <PlusIcon />
            {t("addValidator")}
          </Button>
        )}
      </HStack>
      {error?.message && (
        <Text color="fg.error" role="alert">
          {error.message}
        </Text>
      )}
      <SimpleTable
        label={t("validations")}
        emptyKey="emptyValidators"
        rows={validations}
        rowKey={(entry) => entry.id}
        columns={[
          { headerKey: "validatorName", cell: (entry) => entry.id },
          {
            headerKey: "validatorConfig",
            cell: (entry) => <Code wordBreak="break-all">{JSON.stringify(entry.config)}</Code>,
          },
          !readOnly && {
            align: "end",
            cell: (entry) => (
              <RowDeleteButton label={t("deleteAttributeNamed", { name: entry.id })} onClick={() => askRemove(entry)} />
            ),
          },
        ]}
      />
    </Stack>
  );
}
