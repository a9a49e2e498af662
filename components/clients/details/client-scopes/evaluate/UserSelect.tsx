"use client";

import { useDeferredValue, useMemo, useState } from "react";
import { Combobox, Portal, createListCollection } from "@chakra-ui/react";
import type UserRepresentation from "@keycloak/keycloak-admin-client/lib/defs/userRepresentation.js";
import { useTranslations } from "next-intl";
import { QueryError } from "@/components/kit/QueryError";
import { useUserMatches } from "@/lib/queries/clients";

export type UserSelectProps = {
  realm: string;
  value: UserRepresentation | undefined;
  onChange(user: UserRepresentation | undefined): void;
  label: string;
};

/** A typeahead over the realm's users: what is typed is searched on the server, one user is chosen. */
export function UserSelect({ realm, value, onChange, label }: UserSelectProps) {
  const t = useTranslations();
  const [search, setSearch] = useState("");
  const matches = useUserMatches(realm, useDeferredValue(search.trim()));
  const collection = useMemo(() => {
    const found = matches.data ?? [];
    // the chosen user stays an item whatever the search, so the input keeps showing it
    const items = value && !found.some((user) => user.id === value.id) ? [value, ...found] : found;
    return createListCollection<UserRepresentation>({
      items,
      itemToString: (user) => user.username ?? "",
      itemToValue: (user) => user.id ?? "",
    });
  }, [matches.data, value]);
  return (
    <>
      <Combobox.Root
        collection={collection}
        value={value?.id ? [value.id] : []}
        openOnClick
        onInputValueChange={({ inputValue, reason }) => {
          if (reason === "input-change") setSearch(inputValue);
        }}
        onValueChange={({ items }) => onChange(items[0])}
      >
        <Combobox.Control>
          <Combobox.Input placeholder={t("selectAUser")} aria-label={label} />
          <Combobox.IndicatorGroup>
            <Combobox.ClearTrigger />
            <Combobox.Trigger />
          </Combobox.IndicatorGroup>
        </Combobox.Control>
        <Portal>
          <Combobox.Positioner>
            <Combobox.Content aria-busy={matches.isFetching}>
              <Combobox.Empty>{t("noResultsFound")}</Combobox.Empty>
              {collection.items.map((user) => (
                <Combobox.Item item={user} key={user.id}>
                  <Combobox.ItemText>
                    {user.username}
                    {user.email ? ` (${user.email})` : ""}
                  </Combobox.ItemText>
                  <Combobox.ItemIndicator />
                </Combobox.Item>
              ))}
            </Combobox.Content>
          </Combobox.Positioner>
        </Portal>
      </Combobox.Root>
      {matches.isError && <QueryError query={matches} />}
    </>
  );
}
