"use client";

import { Button, Stack, Text } from "@chakra-ui/react";
import { useNavigate, useSearch } from "@tanstack/react-router";
import { useTranslations } from "next-intl";
import { PageHeader } from "@/components/kit/screen/PageHeader";
import { LoadingSpinner } from "@/components/kit/ui/LoadingSpinner";
import { QueryError } from "@/components/kit/ui/QueryError";
import { downloadJson } from "@/lib/download";
import { usePartialExportQuery } from "@/lib/queries/partialExport";
import { useRealmName } from "@/lib/router/useRealmName";
import { OtherSidePicker } from "./OtherSidePicker";
import { DiffResults } from "./DiffResults";
import { useCopyReview } from "./useCopyReview";
import { useFileSide } from "./useFileSide";
import { useRealmDiff } from "./useRealmDiff";

/**
 * /{realm}/realm-diff?other={realm}: this realm's configuration against another realm's on the server (named in the
 * URL) or a realm exported to a file, both as Keycloak's partial export gives them, with copies either way where
 * the side is a realm the admin may change.
 */
export default function RealmDiffScreen() {
  const t = useTranslations();
  const realm = useRealmName();
  const navigate = useNavigate();
  const search: { other?: unknown } = useSearch({ strict: false });
  const [file, chooseFile] = useFileSide();
  const other = !file && typeof search.other === "string" ? search.other : undefined;
  const ours = usePartialExportQuery(realm);
  const theirs = usePartialExportQuery(other);
  const left = ours.data;
  const right = file ? file.rep : theirs.data;
  const state = useRealmDiff(left, right);
  const names = { left: realm, right: file ? (file.rep?.realm ?? file.file.name) : (other ?? "") };
  const [ask, dialog] = useCopyReview({ left: left ?? {}, right: right ?? {} }, names);

  const chooseRealm = (name: string | undefined) => {
    chooseFile(undefined);
    void navigate({ to: ".", search: name ? { other: name } : {}, replace: true });
  };
  const onFile = (chosen: File | undefined) => {
    chooseFile(chosen);
    if (chosen) void navigate({ to: ".", search: {}, replace: true });
  };
  const failed = [ours, theirs].filter((query) => query.error);

  return (
    <Stack gap="6">
      <PageHeader
        title={t("realmDiff")}
        subtitle={t("realmDiffHelp")}
        actions={
          state.diff &&
          right && (
            <Button
              variant="outline"
              onClick={() => downloadJson(`realm-diff-${names.left}-${names.right}.json`, state.diff)}
            >
              {t("realmDiffExport")}
            </Button>
          )
        }
      />
      <OtherSidePicker
        realm={other}
        onRealm={chooseRealm}
        file={file?.file}
        fileError={file?.error && t(file.error)}
        onFile={onFile}
      />
      {failed.length > 0 && <QueryError query={failed} />}
      {state.error && (
        <Text role="alert" color="fg.error">
          {state.error === true ? t("realmDiffWorkerFailed") : t("realmDiffFailed", { message: state.error })}
        </Text>
      )}
      {left && right && !state.diff && !state.error && <LoadingSpinner />}
      {left && right && state.diff && (
        <DiffResults diff={state.diff} names={names} writable={{ left: true, right: !file }} ask={ask} />
      )}
      {dialog}
    </Stack>
  );
}
