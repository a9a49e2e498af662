"use client";

import type { ReactNode } from "react";
import { ChakraProvider, createSystem, defaultConfig } from "@chakra-ui/react";
import { ThemeProvider } from "next-themes";

/**
 * Chakra's default theme, with text in the status colours dark enough in light mode to read at 4.5:1 (WCAG 1.4.3) on
 * white and on its own status background: the default shades (red.500 for errors, 3.8:1 on white) are too light. They
 * are the shades of Chakra's own `red.fg` and the like; dark mode keeps its defaults, which pass.
 */
const system = createSystem(defaultConfig, {
  // An admin who asked the system for less motion (WCAG 2.3.3) gets dialogs, menus and panels at once; the tiny
  // duration, unlike `none`, still fires the animationend that closing overlays wait for
  globalCss: {
    "*, *::before, *::after": {
      _motionReduce: {
        animationDuration: "0.01ms !important",
        animationIterationCount: "1 !important",
        transitionDuration: "0.01ms !important",
        scrollBehavior: "auto !important",
      },
    },
  },
  theme: {
    semanticTokens: {
      colors: {
        fg: {
          error: { value: { _light: "{colors.red.700}", _dark: "{colors.red.400}" } },
          warning: { value: { _light: "{colors.orange.700}", _dark: "{colors.orange.300}" } },
          success: { value: { _light: "{colors.green.700}", _dark: "{colors.green.300}" } },
        },
      },
    },
  },
});

/** Chakra, with the console's theme. It renders in the browser only: the prerendered page draws without it. */
export function UiProvider({ children }: { children: ReactNode }) {
  return <ChakraProvider value={system}>{children}</ChakraProvider>;
}

/**
 * Light and dark mode (Chakra's `.dark` class): the admin's choice in the user menu, kept in this browser, else the
 * system's prefers-color-scheme. Its script in the prerendered page sets the class before the first paint.
 */
export function ColorModeProvider({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider attribute="class" defaultTheme="system" enableSystem disableTransitionOnChange>
      {children}
    </ThemeProvider>
  );
}
