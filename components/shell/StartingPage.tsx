"use client";

import { useTranslations } from "next-intl";

// Drawn without Chakra: Chakra's styles for the prerendered page were its whole global and token sheet (7 KB gzip of
// the page) for one spinner. The browser's colour scheme (next-themes sets it before paint) gives the colours.
const STYLE = `body{margin:0}.console-starting{display:flex;align-items:center;justify-content:center;min-height:100dvh}
.console-starting>span{width:3rem;height:3rem;box-sizing:border-box;border:2px solid CanvasText;border-block-end-color:transparent;border-inline-start-color:transparent;border-radius:50%;animation:console-starting .65s linear infinite}
@keyframes console-starting{to{transform:rotate(360deg)}}`;

/** What the prerendered page shows until the console's code runs. */
export function StartingPage() {
  const t = useTranslations();
  return (
    <>
      <style>{STYLE}</style>
      <div className="console-starting" role="status" aria-label={t("loading")}>
        <span />
      </div>
    </>
  );
}
