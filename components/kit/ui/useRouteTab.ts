import { useNavigate, useParams } from "@tanstack/react-router";
import type { TabList } from "@/lib/router/tabList";

/** The tab the URL names (the first one when it names none) and a function that opens another tab's URL. */
export function useRouteTab<P extends string, T extends string>(list: TabList<P, T>): [T, (tab: T) => void] {
  const navigate = useNavigate();
  const param = useParams({ strict: false, select: (params) => params.tab });
  const open = (tab: T) => {
    const toBare = list.firstAtBare && tab === list.tabs[0];
    const to = `/$realm/${list.elsewhere[tab] ?? (toBare ? list.path : list.tabPath)}`;
    // a tab list's paths are those of its registered routes, which typed navigation cannot see through the generic
    void navigate({ to, params: (prev: Record<string, string>) => ({ ...prev, tab }) } as never);
  };
  return [list.pick(param), open];
}
