"use client";

import { useState } from "react";

/** The rows chosen across a picker's pages and searches, by id. */
export function useChosen<R>(idOf: (row: R) => string) {
  const [chosen, setChosen] = useState<Map<string, R>>(new Map());
  return {
    size: chosen.size,
    values: () => [...chosen.values()],
    has: (row: R) => chosen.has(idOf(row)),
    toggle: (row: R, checked: boolean) =>
      setChosen((current) => {
        const next = new Map(current);
        if (checked) next.set(idOf(row), row);
        else next.delete(idOf(row));
        return next;
      }),
    clear: () => setChosen(new Map()),
  };
}
