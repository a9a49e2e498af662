"use client";

import type { FormEventHandler, ReactNode } from "react";
import { Box, Button, HStack, SimpleGrid } from "@chakra-ui/react";
import { PrimaryButton } from "@/components/kit/ui/PrimaryButton";
import { useTranslations } from "next-intl";

export type EventSearchFormProps = {
  /** The form's accessible name, the same text as the button that opens it. */
  label: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onCancel(): void;
  /** The filter fields, laid out two to a row. */
  children: ReactNode;
};

/** The frame both event searches share: the fields in a grid, then Search and Cancel. */
export function EventSearchForm({ label, onSubmit, onCancel, children }: EventSearchFormProps) {
  const t = useTranslations();
  return (
    <Box asChild borderWidth="1px" rounded="md" p="4">
      <form role="search" aria-label={label} onSubmit={onSubmit} noValidate>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
          {children}
        </SimpleGrid>
        <HStack gap="3" mt="4">
          <PrimaryButton type="submit">{t("search")}</PrimaryButton>
          <Button variant="ghost" onClick={onCancel}>
            {t("cancel")}
          </Button>
        </HStack>
      </form>
    </Box>
  );
}
