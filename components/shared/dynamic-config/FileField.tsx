"use client";

import { useRef } from "react";
import { Button, HStack, Stack, VisuallyHidden } from "@chakra-ui/react";
import type { FieldValues } from "react-hook-form";
import { useTranslations } from "next-intl";
import { FieldShell, FieldTextarea, useFieldController, type BaseFieldProps } from "@/components/kit/form";

/** A text value (a certificate, a key) typed in or read from an uploaded file. */
export function FileField<T extends FieldValues>(props: BaseFieldProps<T>) {
  const t = useTranslations();
  const { field, shell, readOnly } = useFieldController(props);
  const fileInput = useRef<HTMLInputElement>(null);
  const locked = readOnly || props.disabled;
  return (
    <FieldShell {...shell}>
      <Stack gap="2" w="full">
        <FieldTextarea field={field} readOnly={readOnly} fontFamily="mono" rows={5} />
        {!locked && (
          <HStack>
            <VisuallyHidden asChild>
              <input
                ref={fileInput}
                type="file"
                aria-label={t("uploadFile")}
                onChange={async (event) => {
                  const file = event.target.files?.[0];
                  // the same file chosen again must fire a change
                  event.target.value = "";
                  if (file) field.onChange(await file.text());
                }}
              />
            </VisuallyHidden>
            <Button size="sm" variant="outline" onClick={() => fileInput.current?.click()}>
              {t("browse")}
            </Button>
            <Button size="sm" variant="ghost" disabled={!field.value} onClick={() => field.onChange("")}>
              {t("clear")}
            </Button>
          </HStack>
        )}
      </Stack>
    </FieldShell>
  );
}
