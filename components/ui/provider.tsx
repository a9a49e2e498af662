"use client";

import { Fragment, lazy, type ReactNode } from "react";
import { ChakraProvider, defaultSystem } from "@chakra-ui/react";
import { ThemeProvider } from "next-themes";

// The registry only gathers the styles of the prerendered page; in the browser Emotion's own cache takes them over.
// Imported where the build drops it from the browser's bundle, which loads no byte of it.
const StyleRegistry = typeof window === "undefined" ? lazy(() => import("./EmotionRegistry")) : Fragment;

/**
 * Chakra with light and dark mode; the mode follows the browser's prefers-color-scheme (Chakra's `.dark` class).
 * In the browser build `defaultSystem` holds only the recipes the console uses (lib/chakra-recipes.mjs).
 */
export function UiProvider({ children }: { children: ReactNode }) {
  return (
    <StyleRegistry>
      <ChakraProvider value={defaultSystem}>
        <ThemeProvider attribute="class" defaultTheme="system" enableSystem disableTransitionOnChange>
          {children}
        </ThemeProvider>
      </ChakraProvider>
    </StyleRegistry>
  );
}
