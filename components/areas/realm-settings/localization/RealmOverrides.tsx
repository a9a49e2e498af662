"use client";

import { useReadOnly } from "@/components/kit/form";
import { useMemo, useState } from "react";
import { Stack, Text } from "@chakra-ui/react";
import type RealmRepresentation from "@keycloak/keycloak-admin-client/lib/defs/realmRepresentation.js";
import { useLocale, useTranslations } from "next-intl";
import {
  deleteRowAction,
  DataTable,
  SelectionButton,
  type DataTableColumn,
  type RowAction,
} from "@/components/kit/data-table";
import { useConfirmDelete } from "@/components/kit/screen/useConfirmDelete";
import {
  useDeleteOverrides,
  useOverrideLocales,
  useOverridesSource,
  useSaveOverride,
  type Override,
} from "@/lib/queries/localization";
import { AddTranslationDialog } from "./AddTranslationDialog";
import { LocaleSelect } from "./LocaleSelect";
import { localeLabel, overrideLocales } from "./localesForm";
import { OverrideValueCell } from "./OverrideValueCell";

type RealmOverridesProps = { realm: RealmRepresentation };

/** The realm's own texts for one locale: search, add, edit in place, delete one or the selected ones. */
export function RealmOverrides({ realm }: RealmOverridesProps) {
  const readOnly = useReadOnly();
  const t = useTranslations();
  const uiLocale = useLocale();
  const name = realm.realm ?? "";
  const withTexts = useOverrideLocales(name).data ?? [];
  const locales = overrideLocales(realm, withTexts);
  const [chosen, setChosen] = useState<string>();
  // the realm's default locale first, as Keycloak opens the overrides
  const preferred = realm.defaultLocale && locales.includes(realm.defaultLocale) ? realm.defaultLocale : locales[0];
  const locale = chosen && locales.includes(chosen) ? chosen : preferred;
  const names = useMemo(() => new Intl.DisplayNames([uiLocale], { type: "language" }), [uiLocale]);

  const source = useOverridesSource(name, locale);
  const add = useSaveOverride(name, "add");
  const update = useSaveOverride(name, "update");
  const remove = useDeleteOverrides(name);
  const [adding, setAdding] = useState(false);
  const [selected, setSelected] = useState<Override[]>([]);
  const [askDelete, deleteDialog] = useConfirmDelete<Override[]>({
    titleKey: "deleteConfirmTranslationTitle",
    messageKey: "translationDeleteConfirmDialog",
    messageValues: (rows) => ({ count: rows.length }),
    onDelete: (rows) => remove.mutateAsync({ locale, keys: rows.map((row) => row.key) }),
  });

  const columns: DataTableColumn<Override>[] = [
    { id: "key", header: t("key"), cell: ({ row }) => row.original.key },
    {
      id: "value",
      header: t("value"),
      cell: ({ row }) => (
        <OverrideValueCell
          row={row.original}
          onSave={(value) => update.mutateAsync({ locale, key: row.original.key, value })}
        />
      ),
    },
  ];
  const rowActions: RowAction<Override>[] = readOnly ? [] : [deleteRowAction((row) => askDelete([row]))];

  return (
    <Stack gap="4" py="4">
      {deleteDialog}
      {adding && (
        <AddTranslationDialog
          open
          localeName={localeLabel(names, locale)}
          onAdd={({ key, value }) => add.mutateAsync({ locale, key, value })}
          onClose={() => setAdding(false)}
        />
      )}
      <Text color="fg.muted">{t("realmOverridesDescription")}</Text>
      <LocaleSelect
        locale={locale}
        locales={locales}
        localeName={(code) => localeLabel(names, code)}
        onChange={setChosen}
      />
      <DataTable<Override>
        key={locale}
        source={source}
        columns={columns}
        ariaLabelKey="realmOverrides"
        searchPlaceholderKey="searchForTranslation"
        getRowId={(row) => row.key}
        urlStatePrefix={false}
        canSelect={!readOnly}
        onSelect={setSelected}
        rowActions={rowActions}
        emptyState={{
          messageKey: "noRealmOverrides",
          instructionsKey: readOnly ? undefined : "noRealmOverridesInstructions",
        }}
        createAction={readOnly ? undefined : { labelKey: "addTranslation", onClick: () => setAdding(true) }}
        toolbar={() =>
          !readOnly && (
            <SelectionButton rows={selected} onClick={askDelete} danger>
              {t("delete")}
            </SelectionButton>
          )
        }
      />
    </Stack>
  );
}
