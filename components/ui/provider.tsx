"use client";

import type { ReactNode } from "react";
import { ChakraProvider, defaultSystem } from "@chakra-ui/react";
import { ThemeProvider } from "next-themes";

/**
 * Chakra with light and dark mode; the mode follows the browser's prefers-color-scheme (Chakra's `.dark` class).
 * In the browser build `defaultSystem` holds only the recipes the console uses (lib/chakra-recipes.mjs).
 */
export function UiProvider({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={defaultSystem}>
      <ThemeProvider attribute="class" defaultTheme="system" enableSystem disableTransitionOnChange>
        {children}
      </ThemeProvider>
    </ChakraProvider>
  );
}
