"use client";

import { useNavigate } from "@tanstack/react-router";
import { clientPoliciesKeys } from "@/lib/queries/clientPolicies";
import { nameOf, type ClientPolicyKind, type Named } from "./clientPolicyKinds";
import { ComponentsTable } from "./ComponentsTable";

type PartsTableProps<T extends Named> = {
  realm: string;
  kind: ClientPolicyKind<T>;
  owner: T;
  /** The realm's own profiles or policies, which a change saves as a whole. */
  own: T[];
};

/** A profile's executors or a policy's conditions: type (to its settings) and what it does; add and remove. */
export function PartsTable<T extends Named>({ realm, kind, owner, own }: PartsTableProps<T>) {
  const navigate = useNavigate();
  const ownerName = nameOf(owner);
  const parts = kind.parts.of(owner);
  const types = parts.map((part) => part.type);
  const save = kind.useSave(realm, kind.parts.deleted);
  const without = (index: number) =>
    own.map((item) =>
      nameOf(item) === ownerName
        ? kind.parts.with(
            item,
            parts.filter((_, i) => i !== index),
          )
        : item,
    );

  return (
    <ComponentsTable
      providerType={kind.parts.providerType}
      types={types}
      queryKey={clientPoliciesKeys.part(realm, kind.tab, ownerName, kind.parts.table.label, types)}
      texts={kind.parts.table}
      link={(part) => kind.parts.link(realm, ownerName, part)}
      onAdd={() => kind.parts.openNew(navigate, realm, ownerName)}
      onDelete={(index) => save.mutateAsync(without(index))}
      urlStatePrefix={kind.parts.urlStatePrefix}
    />
  );
}
