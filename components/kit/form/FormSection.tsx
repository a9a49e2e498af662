import type { ReactNode } from "react";
import { Box, Heading } from "@chakra-ui/react";

export type FormSectionProps = { id: string; title: string; children: ReactNode };

/** A titled part of a long form; its id is what a jump link scrolls to. */
export function FormSection({ id, title, children }: FormSectionProps) {
  return (
    <Box as="section" id={id} aria-labelledby={`${id}-title`}>
      <Heading as="h2" size="md" id={`${id}-title`} mb="4">
        {title}
      </Heading>
      {children}
    </Box>
  );
}
