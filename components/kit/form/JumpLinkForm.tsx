"use client";

import type { ReactNode } from "react";
import { Box, Grid, GridItem, Stack } from "@chakra-ui/react";
import { FormSection } from "./FormSection";
import { JumpLinks, type JumpLink } from "./JumpLinks";

export type JumpSection = JumpLink & { content: ReactNode };

/** One long form in titled sections, with a list of links beside it that jump to each (Keycloak's ScrollForm). */
export function JumpLinkForm({ sections, footer }: { sections: JumpSection[]; footer?: ReactNode }) {
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
        <JumpLinks links={sections} />
      </GridItem>
    </Grid>
  );
}
