"use client";

import { useRef, useState } from "react";
import { Alert, Button, Checkbox, CheckboxGroup, Fieldset, Stack, Text } from "@chakra-ui/react";
import { PrimaryButton } from "@/components/kit/ui/PrimaryButton";
import { useTranslations } from "next-intl";
import { DialogFrame } from "@/components/kit/ui/DialogFrame";
import { UTF8_BOM } from "@/lib/csv/csvWrite";
import { EXPORT_FIELDS, exportHeader, foundAttributeColumns, usersCsv, type ExportColumn } from "@/lib/csv/userExport";
import { MEMBERSHIP_COLUMNS, type MembershipColumn } from "@/lib/csv/userMemberships";
import { downloadFile } from "@/lib/download";
import { isRootAttribute } from "@/lib/form/userProfile";
import { useFetchSearchedUsers, type ExportProgress } from "@/lib/queries/users";
import { useUserProfileMetadata } from "@/lib/queries/userProfile";
import { serverReason, type Translate } from "./importMessages";
import { CountProgress } from "@/components/kit/screen/CountProgress";

export type ExportUsersDialogProps = { realm: string; search: string; onClose(): void };

const DEFAULT_COLUMNS: ExportColumn[] = ["username", "email", "firstName", "lastName", "enabled", "emailVerified"];

/** The choice of a column for every attribute key the users hold outside the user profile. */
const OTHER_ATTRIBUTES = "otherAttributes";

const MEMBERSHIP_LABELS: Record<MembershipColumn, string> = {
  groups: "csvGroupMemberships",
  realmRoles: "csvRealmRoles",
  clientRoles: "csvClientRoles",
};

function ExportChoice({ value, label }: { value: string; label: string }) {
  return (
    <Checkbox.Root value={value}>
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label>{label}</Checkbox.Label>
    </Checkbox.Root>
  );
}

/** Users → Export: the users the list's search finds, every page of them, with the chosen columns, as a CSV file. */
export default function ExportUsersDialog({ realm, search, onClose }: ExportUsersDialogProps) {
  const t = useTranslations() as Translate;
  const attributes = useUserProfileMetadata(realm).data?.attributes ?? [];
  const fetchUsers = useFetchSearchedUsers(realm);
  const [columns, setColumns] = useState<string[]>(DEFAULT_COLUMNS);
  const [progress, setProgress] = useState<ExportProgress>();
  const [error, setError] = useState<string>();
  const stop = useRef<AbortController>(undefined);
  const profileAttributes = attributes.flatMap((a) => (a.name && !isRootAttribute(a.name) ? [a.name] : []));
  const available: ExportColumn[] = [
    ...EXPORT_FIELDS,
    ...profileAttributes.map((name) => `attribute:${name}` as const),
  ];
  const label = (column: ExportColumn) =>
    column.startsWith("attribute:")
      ? t("csvAttribute", { name: exportHeader(column) })
      : t(column === "createdTimestamp" ? "createdAt" : column);
  const has = (column: string) => columns.includes(column);

  const run = async () => {
    stop.current = new AbortController();
    setError(undefined);
    try {
      const { users, memberships } = await fetchUsers(search, setProgress, stop.current.signal, {
        groups: has("groups"),
        roles: has("realmRoles") || has("clientRoles"),
      });
      const chosen = [
        ...available.filter(has),
        ...(has(OTHER_ATTRIBUTES) ? foundAttributeColumns(users, profileAttributes) : []),
        ...MEMBERSHIP_COLUMNS.filter(has),
      ];
      downloadFile(`users-${realm}.csv`, UTF8_BOM + usersCsv(users, chosen, memberships), "text/csv;charset=utf-8");
      onClose();
    } catch (failure) {
      if (!stop.current.signal.aborted) setError(t("csvExportFailed", { reason: serverReason(failure, t) }));
      setProgress(undefined);
    }
  };
  const running = progress !== undefined;

  return (
    <DialogFrame
      open
      size="lg"
      closeOnInteractOutside={false}
      title={t("csvExportUsers")}
      onClose={() => {
        stop.current?.abort();
        onClose();
      }}
      footer={
        <>
          <Button
            variant="ghost"
            onClick={() => {
              stop.current?.abort();
              onClose();
            }}
          >
            {t(running ? "stop" : "cancel")}
          </Button>
          <PrimaryButton loading={running} disabled={columns.length === 0} onClick={() => void run()}>
            {t("export")}
          </PrimaryButton>
        </>
      }
    >
      <Stack gap="4">
        <Text>{search.trim() ? t("csvExportSearched", { search: search.trim() }) : t("csvExportAll")}</Text>
        {error && (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Title>{error}</Alert.Title>
          </Alert.Root>
        )}
        <Fieldset.Root>
          <Fieldset.Legend>{t("csvExportColumns")}</Fieldset.Legend>
          <CheckboxGroup value={columns} onValueChange={setColumns}>
            <Stack gap="2">
              {available.map((column) => (
                <ExportChoice key={column} value={column} label={label(column)} />
              ))}
              <ExportChoice value={OTHER_ATTRIBUTES} label={t("csvOtherAttributes")} />
              {MEMBERSHIP_COLUMNS.map((column) => (
                <ExportChoice key={column} value={column} label={t(MEMBERSHIP_LABELS[column])} />
              ))}
            </Stack>
          </CheckboxGroup>
        </Fieldset.Root>
        {progress && (
          <CountProgress
            done={progress.done}
            total={progress.total}
            label={t("csvExportProgressLabel")}
            text={t("csvExportProgress", { done: progress.done, total: progress.total })}
          />
        )}
      </Stack>
    </DialogFrame>
  );
}
