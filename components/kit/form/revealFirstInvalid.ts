/**
 * Takes the user to the first field of the form that shows an error, in reading order: focused, and scrolled to the
 * middle of the window, where the sticky masthead cannot hide it (a field above the window would otherwise stop at
 * its top edge, under the masthead). Every kit field marks its focusable input aria-invalid while it shows an error.
 */
export function revealFirstInvalid(form: HTMLFormElement | null | undefined) {
  const field = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!field) return;
  field.focus({ preventScroll: true });
  field.scrollIntoView({ block: "center" });
}
