// What a page must not show on Keycloak: a Content-Security-Policy violation (reported by the page and its frames
// as an event, or by the browser as a console error) or any other error in the browser's console.
import type { Page } from "@playwright/test";

export type PageProblems = { violations: string[]; errors: string[] };

/** Starts collecting; call before the page's first navigation. */
export async function collectPageProblems(page: Page): Promise<PageProblems> {
  const problems: PageProblems = { violations: [], errors: [] };
  await page.addInitScript({
    content: `document.addEventListener("securitypolicyviolation", (event) =>
      console.error("CSP violation: " + event.violatedDirective + " " + event.blockedURI + " at " + event.sourceFile + ":" + event.lineNumber));`,
  });
  page.on("console", (message) => {
    if (message.type() !== "error") return;
    const text = `${message.location().url}: ${message.text()}`;
    if (/CSP violation|Content Security Policy/i.test(text)) problems.violations.push(text);
    else problems.errors.push(text);
  });
  page.on("pageerror", (error) => problems.errors.push(`uncaught: ${error.message}`));
  return problems;
}
