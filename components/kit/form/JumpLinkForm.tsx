"use client";

import type { ReactNode } from "react";
import { Box, Button, Grid, GridItem, Stack } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import { FormSection } from "./FormSection";

/** Room kept above a section a jump link scrolls to, for the sticky masthead. */
const JUMP_OFFSET = 100;

export type JumpSection = { id: string; title: string; content: ReactNode };

function scrollToSection(id: string) {
  const target = document.getElementById(id);
  if (!target) return;
  window.scrollTo({ top: target.getBoundingClientRect().top + window.scrollY - JUMP_OFFSET, behavior: "smooth" });
  target.focus({ preventScroll: true });
}

/** One long form in titled sections, with a list of links beside it that jump to each (Keycloak's ScrollForm). */
export function JumpLinkForm({ sections, footer }: { sections: JumpSection[]; footer?: ReactNode }) {
  const t = useTranslations();
  return (
    <Grid templateColumns="repeat(12, 1fr)" gap="6">
      <GridItem colSpan={{ base: 12, md: 9 }}>
        <Stack gap="10">
          {sections.map((section) => (
            <Box key={section.id} tabIndex={-1} id={section.id} outline="none">
              <FormSection id={`${section.id}-section`} title={section.title}>
                {section.content}
              </FormSection>
            </Box>
          ))}
          {footer}
        </Stack>
      </GridItem>
      <GridItem colSpan={{ base: 12, md: 3 }} display={{ base: "none", md: "block" }}>
        <Box as="nav" aria-label={t("jumpToSection")} position="sticky" top={`${JUMP_OFFSET}px`}>
          <Stack gap="1" align="start">
            {sections.map((section) => (
              <Button key={section.id} variant="plain" size="sm" onClick={() => scrollToSection(section.id)}>
                {section.title}
              </Button>
            ))}
          </Stack>
        </Box>
      </GridItem>
    </Grid>
  );
}
