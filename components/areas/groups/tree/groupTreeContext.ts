"use client";

import { createContext, useContext } from "react";

/** What every node of the tree reads: the realm, the open nodes and the selected group. */
export type GroupTreeState = {
  realm: string;
  expanded: ReadonlySet<string>;
  toggle(id: string): void;
  selectedId?: string;
};

export const GroupTreeContext = createContext<GroupTreeState | undefined>(undefined);

export function useGroupTreeContext(): GroupTreeState {
  const state = useContext(GroupTreeContext);
  if (!state) throw new Error("useGroupTreeContext needs a GroupTreeContext provider.");
  return state;
}
