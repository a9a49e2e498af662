"use client";

import { Stack } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import { SelectField, TextAreaField, TextField } from "@/components/kit/form";
import type { ClientFormValues } from "@/lib/clients/clientFormValues";
import { PROTOCOLS, protocolName } from "@/lib/protocolName";
import { ClientSwitch } from "./ClientSwitch";

export type GeneralFieldsProps = {
  /**
   * The protocol is chosen when the client is created ("edit"), shown from an imported file ("view"), and fixed
   * afterwards (left out: the header shows it).
   */
  protocol?: "edit" | "view";
  readOnly?: boolean;
};

/** Client type, client id, name, description and whether the console always lists it. */
export function GeneralFields({ protocol, readOnly }: GeneralFieldsProps) {
  const t = useTranslations();
  return (
    <Stack gap="5" maxW="2xl">
      {protocol && (
        <SelectField<ClientFormValues>
          name="protocol"
          label={t("clientType")}
          help={t("clientTypeHelp")}
          required
          readOnly={readOnly || protocol === "view"}
          options={PROTOCOLS.map((value) => ({ value, label: protocolName(t, value) }))}
        />
      )}
      <TextField<ClientFormValues>
        name="clientId"
        label={t("clientId")}
        help={t("clientIdHelp")}
        required
        readOnly={readOnly}
      />
      <TextField<ClientFormValues> name="name" label={t("name")} help={t("clientNameHelp")} readOnly={readOnly} />
      <TextAreaField<ClientFormValues> name="description" label={t("description")} rows={2} readOnly={readOnly} />
      <ClientSwitch
        name="alwaysDisplayInConsole"
        label={t("alwaysDisplayInUI")}
        help={t("alwaysDisplayInUIHelp")}
        readOnly={readOnly}
      />
    </Stack>
  );
}
