"use client";

import { Stack } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import { useWatch } from "react-hook-form";
import { SwitchField, TextField } from "@/components/kit/form";
import type { ProviderFormValues } from "../shared/providerForm";

/** Importing users, registering new ones in LDAP, batch size, the periodic syncs and removing invalid users. */
export function LdapSyncSection() {
  const t = useTranslations();
  const [fullSync, changedSync] = useWatch<
    ProviderFormValues,
    ["config.periodicFullSync", "config.periodicChangedUsersSync"]
  >({
    name: ["config.periodicFullSync", "config.periodicChangedUsersSync"],
  });
  const toggle = (name: `config.${string}`, label: string, help: string) => (
    <SwitchField<ProviderFormValues> name={name} label={t(label)} help={t(help)} stringify />
  );
  const seconds = (name: `config.${string}`, label: string, help: string) => (
    <TextField<ProviderFormValues> name={name} label={t(label)} help={t(help)} type="number" min={1} required />
  );
  return (
    <Stack gap="4">
      {toggle("config.importEnabled", "importUsers", "importUsersHelp")}
      {toggle("config.syncRegistrations", "syncRegistrations", "syncRegistrationsHelp")}
      <TextField<ProviderFormValues>
        name="config.batchSizeForSync"
        label={t("batchSize")}
        help={t("batchSizeHelp")}
        type="number"
        min={1}
      />
      {toggle("config.periodicFullSync", "periodicFullSync", "periodicFullSyncHelp")}
      {fullSync === "true" && seconds("config.fullSyncPeriod", "fullSyncPeriod", "fullSyncPeriodHelp")}
      {toggle("config.periodicChangedUsersSync", "periodicChangedUsersSync", "periodicChangedUsersSyncHelp")}
      {changedSync === "true" && seconds("config.changedSyncPeriod", "changedUsersSyncPeriod", "changedUsersSyncHelp")}
      {toggle("config.removeInvalidUsersEnabled", "removeInvalidUsers", "removeInvalidUsersHelp")}
    </Stack>
  );
}
