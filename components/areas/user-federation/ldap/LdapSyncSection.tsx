"use client";

import { Stack } from "@chakra-ui/react";
import { useWatch } from "react-hook-form";
import { FieldList, type FieldSpec } from "@/components/kit/form/FieldList";
import type { ProviderFormValues } from "../shared/providerForm";

const toggle = (name: `config.${string}`, label: string, help: string): FieldSpec<ProviderFormValues> => ({
  kind: "switch",
  name,
  label,
  help,
  stringify: true,
});

/** Importing users, registering new ones in LDAP, batch size, the periodic syncs and removing invalid users. */
export function LdapSyncSection() {
  const [fullSync, changedSync] = useWatch<
    ProviderFormValues,
    ["config.periodicFullSync", "config.periodicChangedUsersSync"]
  >({
    name: ["config.periodicFullSync", "config.periodicChangedUsersSync"],
  });
  const seconds = { type: "number", min: 1, required: true } as const;
  return (
    <Stack gap="4">
      <FieldList<ProviderFormValues>
        fields={[
          toggle("config.importEnabled", "importUsers", "importUsersHelp"),
          toggle("config.syncRegistrations", "syncRegistrations", "syncRegistrationsHelp"),
          { name: "config.batchSizeForSync", label: "batchSize", help: "batchSizeHelp", type: "number", min: 1 },
          toggle("config.periodicFullSync", "periodicFullSync", "periodicFullSyncHelp"),
          fullSync === "true" && {
            name: "config.fullSyncPeriod",
            label: "fullSyncPeriod",
            help: "fullSyncPeriodHelp",
            ...seconds,
          },
          toggle("config.periodicChangedUsersSync", "periodicChangedUsersSync", "periodicChangedUsersSyncHelp"),
          changedSync === "true" && {
            name: "config.changedSyncPeriod",
            label: "changedUsersSyncPeriod",
            help: "changedUsersSyncHelp",
            ...seconds,
          },
          toggle("config.removeInvalidUsersEnabled", "removeInvalidUsers", "removeInvalidUsersHelp"),
        ]}
      />
    </Stack>
  );
}
