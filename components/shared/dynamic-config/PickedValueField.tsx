"use client";

import { useState, type ReactNode } from "react";
import { Button, HStack, Input } from "@chakra-ui/react";
import type { FieldValues } from "react-hook-form";
import { useTranslations } from "next-intl";
import { FieldShell, useFieldController, type BaseFieldProps } from "@/components/kit/form";

export type PickDialogProps = {
  /** Stores the picked value and closes the dialog. */
  onPick(value: string): void;
  onClose(): void;
};

export type PickedValueFieldProps<T extends FieldValues> = BaseFieldProps<T> & {
  /** The button that opens the picker. */
  pickLabel: string;
  /** The picker, rendered while open. */
  renderDialog(props: PickDialogProps): ReactNode;
};

/** A value chosen in a picker dialog (a role, a group's path, a client): shown as text, picked or cleared. */
export function PickedValueField<T extends FieldValues>({
  pickLabel,
  renderDialog,
  ...props
}: PickedValueFieldProps<T>) {
  const t = useTranslations();
  const { field, shell, readOnly } = useFieldController(props);
  const [open, setOpen] = useState(false);
  const locked = readOnly || props.disabled;
  // the dialog stays outside the shell: inside, its checkboxes would take the field's id and label
  return (
    <>
      <FieldShell {...shell}>
        <HStack w="full" gap="2">
          <Input ref={field.ref} name={field.name} value={field.value ?? ""} readOnly onBlur={field.onBlur} />
          {!locked && (
            <>
              <Button variant="outline" onClick={() => setOpen(true)}>
                {pickLabel}
              </Button>
              <Button variant="ghost" disabled={!field.value} onClick={() => field.onChange("")}>
                {t("clear")}
              </Button>
            </>
          )}
        </HStack>
      </FieldShell>
      {open &&
        renderDialog({
          onPick: (value) => {
            field.onChange(value);
            setOpen(false);
          },
          onClose: () => setOpen(false),
        })}
    </>
  );
}
