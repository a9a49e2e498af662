import type { Metadata } from "next";
import type { ReactNode } from "react";
import { DEFAULT_ENVIRONMENT, ENVIRONMENT_ELEMENT_ID } from "@/lib/env";
import { HeadScripts } from "./_head/HeadScripts";

export const metadata: Metadata = {
  title: "Administration Console",
  icons: { icon: "favicon.svg" },
};

// The dev server and the Keycloak theme replace the JSON between the tags (so hydration must not compare it).
// "<" is escaped so that no value can close the script element.
const environmentJson = JSON.stringify(DEFAULT_ENVIRONMENT).replaceAll("<", "\\u003c");

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    // lang and dir follow the user's language once it is known; next-themes sets the colour-mode class
    <html lang="en" dir="ltr" suppressHydrationWarning>
      <head>
        <script
          id={ENVIRONMENT_ELEMENT_ID}
          type="application/json"
          suppressHydrationWarning
          dangerouslySetInnerHTML={{ __html: environmentJson }}
        />
        <HeadScripts />
      </head>
      <body>{children}</body>
    </html>
  );
}
