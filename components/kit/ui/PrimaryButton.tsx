"use client";

import type { Ref } from "react";
import { Button, type ButtonProps } from "@chakra-ui/react";

/**
 * The look of a screen's main action: a list's create button, a form's submit, a dialog's confirm. Keycloak draws
 * every primary button in one blue; this is the one place that says which, for buttons and menu buttons alike.
 */
export const PRIMARY_LOOK = { variant: "solid", colorPalette: "blue" } as const satisfies ButtonProps;

export type PrimaryButtonProps = Omit<ButtonProps, keyof typeof PRIMARY_LOOK> & { ref?: Ref<HTMLButtonElement> };

/** A screen's or a dialog's main action. A dangerous one (delete) is a red button instead. */
export function PrimaryButton(props: PrimaryButtonProps) {
  return <Button {...PRIMARY_LOOK} {...props} />;
}
