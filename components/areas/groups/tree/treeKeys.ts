import type { KeyboardEvent } from "react";

const ITEM = '[role="treeitem"]';

/** A node's own link: its first anchor, since its children's items come after it. */
const focusItem = (item: Element | null | undefined) => item?.querySelector<HTMLElement>("a")?.focus();

/**
 * The tree's keys as the ARIA tree pattern has them: up and down move between the visible nodes, right opens a
 * closed node or steps into an open one, left closes an open node or steps out to its parent, Home and End jump to
 * the first and last node. Right and left swap in a right-to-left layout.
 */
export function onTreeKeyDown(event: KeyboardEvent<HTMLElement>, toggle: (id: string) => void): void {
  const tree = event.currentTarget;
  const item = (event.target as HTMLElement).closest<HTMLElement>(ITEM);
  if (!item || !tree.contains(item) || event.altKey || event.ctrlKey || event.metaKey) return;
  const items = [...tree.querySelectorAll<HTMLElement>(ITEM)];
  const index = items.indexOf(item);
  const rtl = getComputedStyle(tree).direction === "rtl";
  const key =
    rtl && event.key === "ArrowLeft" ? "ArrowRight" : rtl && event.key === "ArrowRight" ? "ArrowLeft" : event.key;
  const expanded = item.getAttribute("aria-expanded");
  const id = item.dataset.groupId ?? "";
  switch (key) {
    case "ArrowDown":
      focusItem(items[index + 1]);
      break;
    case "ArrowUp":
      focusItem(items[index - 1]);
      break;
    case "Home":
      focusItem(items[0]);
      break;
    case "End":
      focusItem(items[items.length - 1]);
      break;
    case "ArrowRight":
      if (expanded === "false") toggle(id);
      else if (expanded === "true" && item.contains(items[index + 1] ?? null)) focusItem(items[index + 1]);
      break;
    case "ArrowLeft":
      if (expanded === "true") toggle(id);
      else focusItem(item.parentElement?.closest(ITEM));
      break;
    default:
      return;
  }
  event.preventDefault();
}
