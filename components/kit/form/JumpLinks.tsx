"use client";

import { Box, Button, Stack } from "@chakra-ui/react";
import { useTranslations } from "next-intl";

/** Room kept above a section a jump link scrolls to, for the sticky masthead. */
export const JUMP_OFFSET = 100;

export type JumpLink = { id: string; title: string };

function scrollToSection(id: string) {
  const target = document.getElementById(id);
  if (!target) return;
  window.scrollTo({ top: target.getBoundingClientRect().top + window.scrollY - JUMP_OFFSET, behavior: "smooth" });
  target.focus({ preventScroll: true });
}

/**
 * The links beside a long form that jump to its sections (Keycloak's JumpLinks), staying in sight as it scrolls. A
 * title longer than their column ("Connection and authentication settings" at 1280 px) wraps in it instead of
 * pushing the page sideways.
 */
export function JumpLinks({ links }: { links: JumpLink[] }) {
  const t = useTranslations();
  return (
    <Box as="nav" aria-label={t("jumpToSection")} position="sticky" top={`${JUMP_OFFSET}px`}>
      <Stack gap="1" align="start">
        {links.map((link) => (
          <Button
            key={link.id}
            variant="plain"
            size="sm"
            h="auto"
            minH="8"
            py="1"
            whiteSpace="normal"
            textAlign="start"
            justifyContent="flex-start"
            onClick={() => scrollToSection(link.id)}
          >
            {link.title}
          </Button>
        ))}
      </Stack>
    </Box>
  );
}
