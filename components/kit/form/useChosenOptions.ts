"use client";

import { useCallback, useMemo, useState } from "react";
import type { UseQueryResult } from "@tanstack/react-query";
import type { SearchOption } from "@/lib/form/searchOption";

/** The server's objects for ids, by name: what the form was loaded with (a saved policy's users). */
export type UseOptionsById = (ids: readonly string[]) => UseQueryResult<SearchOption[]>;

/**
 * The options of the ids a form holds: those chosen here are known already; the others (loaded with the form) are
 * asked of the server by id. An id the server no longer knows shows as itself, as Keycloak's console does.
 */
export function useChosenOptions(ids: readonly string[], useOptionsById: UseOptionsById) {
  const [picked, setPicked] = useState<SearchOption[]>([]);
  const unknown = ids.filter((id) => !picked.some((option) => option.value === id));
  const resolved = useOptionsById(unknown);
  const options = useMemo(
    () =>
      ids.map(
        (id) =>
          picked.find((option) => option.value === id) ??
          resolved.data?.find((option) => option.value === id) ?? { value: id, label: id },
      ),
    [ids, picked, resolved.data],
  );
  const remember = useCallback(
    (chosen: readonly SearchOption[]) =>
      setPicked((known) => [...known.filter((option) => !chosen.some((c) => c.value === option.value)), ...chosen]),
    [],
  );
  return { options, remember, resolving: resolved.isFetching };
}
