"use client";

import { useFieldContext } from "@chakra-ui/react";

/**
 * The helper and error texts of the Field around a combobox's input, which takes the Field's id, label and invalid
 * state but not these: without them a screen reader would not say what is wrong with the field.
 */
export function useFieldTexts() {
  const input = useFieldContext()?.getInputProps();
  return { "aria-describedby": input?.["aria-describedby"], "aria-errormessage": input?.["aria-errormessage"] };
}
