// The console works under its Content-Security-Policy: the login page, the console with its silent sign-in started by
// the page's head, the screens, sign-out; and the browser reports no violation on the way.
import type { Page } from "@playwright/test";
import { consoleUrl } from "./support/server";
import { expect, test } from "./support/fixtures";

const SCREENS = [
  "/master",
  "/master/users",
  "/master/groups",
  "/master/clients",
  "/master/roles",
  "/master/realm-settings",
];

/** Violations the pages and their frames report, as events or as the browser's own console errors. */
async function collectViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.addInitScript({
    content: `document.addEventListener("securitypolicyviolation", (event) =>
      console.error("CSP violation: " + event.violatedDirective + " " + event.blockedURI + " at " + event.sourceFile + ":" + event.lineNumber));`,
  });
  page.on("console", (message) => {
    if (message.type() === "error" && /CSP violation|Content Security Policy/i.test(message.text()))
      violations.push(`${message.location().url}: ${message.text()}`);
  });
  return violations;
}

test("the console signs in, re-signs in silently, shows its screens and signs out without a CSP violation", async ({
  page,
}) => {
  // a cold start per screen, each with its silent sign-in
  test.setTimeout(180_000);
  const violations = await collectViolations(page);
  const silentSignIns: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("prompt=none")) silentSignIns.push(request.url());
  });

  const first = await page.goto(consoleUrl());
  const policy = first?.headers()["content-security-policy"] ?? "";
  expect(policy).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
  expect(policy).toContain("frame-ancestors 'self'");
  await page.getByLabel("Username or email").fill("admin");
  await page.getByLabel("Password").fill("admin");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("button", { name: /choose another realm/ })).toBeVisible();

  for (const screen of SCREENS) {
    const before = silentSignIns.length;
    await page.goto("about:blank");
    await page.goto(`${consoleUrl()}#${screen}`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(silentSignIns.length, `silent sign-in for ${screen}`).toBeGreaterThan(before);
  }

  await page.getByRole("button", { name: "admin" }).click();
  await page.getByRole("menuitem", { name: "Sign out" }).click();
  await expect(page.getByLabel("Username or email")).toBeVisible();
  expect(violations).toEqual([]);
});
