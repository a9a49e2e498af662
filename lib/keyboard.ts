/** `/` focuses the search box of the list on screen: the table kit answers it (components/kit/data-table/useSlashFocus.ts). */
export const FOCUS_SEARCH_KEY = "/";

/** Whether a key press goes to a field the user types in, where single-key shortcuts must not fire. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (typeof HTMLElement === "undefined" || !(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  return target.closest("input, textarea, select, [contenteditable=''], [contenteditable='true']") !== null;
}
