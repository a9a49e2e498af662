"use client";

import { BOOT_SCRIPT } from "@/lib/boot/bootScript";
import { SILENT_CALLBACK_SCRIPT } from "@/lib/auth/silentCallback";

// The page's first scripts run once, from the exported HTML, before any of the console is fetched. Rendered by a
// server component, their text would be in the page twice: in the HTML and again in the React payload that
// hydrates it. Here the payload names only this component, and the build drops the texts from the browser's
// bundle: `typeof window` is a constant there, so each condition folds to "" and the import goes unused (a helper
// taking the text as an argument would keep it). The browser hydrates empty elements over the ones it already ran.
export function HeadScripts() {
  return (
    <>
      <script
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: typeof window === "undefined" ? SILENT_CALLBACK_SCRIPT : "" }}
      />
      <script
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: typeof window === "undefined" ? BOOT_SCRIPT : "" }}
      />
    </>
  );
}
