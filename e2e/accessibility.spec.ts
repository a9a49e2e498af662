// The accessibility sweep: axe finds no violation, whatever its impact, on any screen of the console (every route and
// tab, e2e/support/screens.ts) nor in its main dialogs and menus, in light mode and in dark mode (there its colour
// rules, the only ones the scheme can change); and no screen throws or logs an error. One page signs in once and moves
// from screen to screen by the URL's hash; the colour mode follows the browser's prefers-color-scheme
// (components/kit/ui/provider.tsx), so each screen is checked once per scheme without reloading. The window is
// 1280×800, a laptop's, where no screen may make the page scroll sideways. Last, every link the screens showed is
// followed (e2e/support/deadLinks.ts).
import type { Page } from "@playwright/test";
import type { Result } from "axe-core";
import { inBothColourSchemes } from "./support/axe";
import { expectNoDeadLink, gatherLinks, type LinksSeen } from "./support/deadLinks";
import { adminClient, endAdminCliSessions, expect, signIn, test } from "./support/fixtures";
import { SEEDED, SWEPT_REALM, SWEPT_SCREENS, sweptHash, type SeededIds } from "./support/screens";
import { findSeededIds } from "./support/seededIds";
import { expectNoSidewaysScroll } from "./support/sidewaysScroll";
import { consoleUrl } from "./support/server";

const REALM = SWEPT_REALM;

/**
 * Proven false positives, each for one kind of element only.
 *
 * label-content-name-mismatch on an expanded item of the group tree: the ARIA tree pattern nests an item's child items
 * (its role=group) inside it, so axe counts the children's names as the item's visible text. The item's visible label
 * is its own name, which is its whole accessible name; the aria-label is what keeps the children's names out of it
 * (w3c/aria-practices#395: Chrome would otherwise name the item after all its descendants).
 *
 * region on an open menu: a menu is a layer over the page, placed at the end of the body so that no table or scrolling
 * box clips it; no landmark role fits a menu, and the button that opened it (inside the page's landmarks) owns it.
 */
const FALSE_POSITIVES: { rule: string; element: RegExp }[] = [
  { rule: "label-content-name-mismatch", element: /^<li (?=[^>]*\brole="treeitem")(?=[^>]*\baria-expanded="true")/ },
  { rule: "region", element: /^<div (?=[^>]*\bid="menu:[^"]*:popper")/ },
];

function blockingViolations(violations: Result[]): Result[] {
  return violations
    .map((violation) => ({
      ...violation,
      nodes: violation.nodes.filter(
        (node) => !FALSE_POSITIVES.some(({ rule, element }) => rule === violation.id && element.test(node.html)),
      ),
    }))
    .filter((violation) => violation.nodes.length > 0);
}

/** One line per violation: impact, rule, what it asks, where to read more, then each element and what fails there. */
const describeViolation = (violation: Result) =>
  [
    `${violation.impact} ${violation.id}: ${violation.help} (${violation.helpUrl})`,
    ...violation.nodes.map(
      (node) => `  ${node.target.join(" ")}: ${(node.failureSummary ?? "").replace(/\s*\n\s*/g, " / ")}`,
    ),
  ].join("\n");

/** Runs axe on the page as it is in light mode, then its colour rules in dark mode; reports every blocking violation. */
async function expectAccessible(page: Page, what: string) {
  await inBothColourSchemes(page, (violations, colorScheme) =>
    expect
      .soft(blockingViolations(violations).map(describeViolation), `axe: violations on ${what} in ${colorScheme} mode`)
      .toEqual([]),
  );
}

/** Nothing is loading: no busy table or tree, no spinner, no skeleton. */
async function settled(page: Page) {
  await expect(page.locator('[aria-busy="true"], .chakra-spinner, .chakra-skeleton')).toHaveCount(0);
}

/** The headings of the not-found and forbidden pages, which no screen of the sweep but the not-found one shows. */
const NOT_A_SCREEN = /^(Page not found|Forbidden, permissions? needed:)$/;

async function open(page: Page, hash: string, heading: string | RegExp) {
  await page.goto(`${consoleUrl()}#${hash}`);
  await expect(page.getByRole("heading", { level: 1, name: heading, exact: true })).toBeVisible();
  // route coverage (__tests__/router/routeCoverage.test.ts): a screen shows, not the not-found or forbidden page
  if (typeof heading !== "string" || !NOT_A_SCREEN.test(heading))
    await expect(page.getByRole("heading", { name: NOT_A_SCREEN })).toHaveCount(0);
  await settled(page);
  expect.soft(pageErrors.splice(0), `uncaught and console errors on ${hash}`).toEqual([]);
  // Keycloak's `${key}` texts (client names, profile display names) are shown translated, never as stored
  const untranslated = (await page.locator("body").innerText()).match(/\$\{[^}\s]+\}/g) ?? [];
  expect.soft(untranslated, `untranslated \${…} texts on ${hash}`).toEqual([]);
}

let page: Page;
const links: LinksSeen = new Map();
/** What the page threw or logged as an error since the last screen was checked: every screen must raise none. */
const pageErrors: string[] = [];
let ids: SeededIds;

test.beforeAll(async ({ browser }) => {
  ids = await findSeededIds(await adminClient());
  await endAdminCliSessions();
  // the sweep's own context, which afterAll closes
  page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  page.on("pageerror", (error) => pageErrors.push(`uncaught: ${error.message}`));
  // Chromium logs every answer >= 400 as "Failed to load resource" without its address; the response names it
  page.on("console", (message) => {
    if (message.type() === "error" && !message.text().startsWith("Failed to load resource"))
      pageErrors.push(`console: ${message.text()}`);
  });
  page.on("response", (response) => {
    if (response.status() >= 400)
      pageErrors.push(`${response.status()}: ${response.request().method()} ${response.url()}`);
  });
  await signIn(page, { hash: `/${REALM}` });
});

test.afterAll(async () => {
  await page?.context().close();
});

test.describe("every screen", () => {
  for (const { path, heading } of SWEPT_SCREENS)
    test(path, async () => {
      await open(page, sweptHash(path, ids), heading);
      await gatherLinks(page, path, links);
      await expectNoSidewaysScroll(page, path);
      await expectAccessible(page, path);
    });
});

test.describe("dialogs and menus", () => {
  test("the realm selector and the account menu", async () => {
    await open(page, `/${REALM}`, `${REALM} realm`);
    await page.getByRole("button", { name: /choose another realm/ }).click();
    await expect(page.getByRole("dialog").filter({ has: page.getByRole("list", { name: "Realms" }) })).toBeVisible();
    await settled(page);
    await expectAccessible(page, "the realm selector");
    await page.keyboard.press("Escape");

    await page.getByRole("button", { name: "admin" }).click();
    await expect(page.getByRole("menu")).toBeVisible();
    await expectAccessible(page, "the account menu");
    await page.keyboard.press("Escape");
  });

  test("a provider's operational info, folded out", async () => {
    await open(page, `/${REALM}/providers`, `${REALM} realm`);
    const table = page.getByRole("table", { name: "Provider info" });
    await page.getByRole("searchbox", { name: "Search" }).fill("connectionsJpa");
    await table.getByRole("button", { name: /^Show more about / }).click();
    await expect(table.getByRole("term").first()).toBeVisible();
    await expectAccessible(page, "a provider's operational info");
  });

  test("create group, and a row's actions", async () => {
    await open(page, `/${REALM}/groups`, "Groups");
    await page.getByRole("button", { name: "Create group" }).click();
    const dialog = page.getByRole("dialog", { name: "Create a group" });
    await expect(dialog).toBeVisible();
    await expectAccessible(page, "the create group dialog");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();

    await page
      .getByRole("table", { name: "Groups" })
      .getByRole("row", { name: new RegExp(SEEDED.group) })
      .getByRole("button", { name: "Actions" })
      .click();
    await expect(page.getByRole("menu")).toBeVisible();
    await expectAccessible(page, "a group row's actions menu");
    await page.keyboard.press("Escape");
  });

  test("realm keys: the add provider menu and dialog, and a key's certificate", async () => {
    await open(page, `/${REALM}/realm-settings/keys/providers`, /^ACME /);
    await page.getByRole("button", { name: "Add provider" }).click();
    await expect(page.getByRole("menu")).toBeVisible();
    await expectAccessible(page, "the add key provider menu");
    await page.getByRole("menuitem", { name: "rsa", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Add rsa provider" });
    await expect(dialog).toBeVisible();
    await settled(page);
    await expectAccessible(page, "the add key provider dialog");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();

    await open(page, `/${REALM}/realm-settings/keys/list`, /^ACME /);
    await page.getByRole("table", { name: "Keys list" }).getByRole("button", { name: "Certificate" }).first().click();
    const certificate = page.getByRole("dialog", { name: "Certificate" });
    await expect(certificate).toBeVisible();
    await expectAccessible(page, "a key's certificate dialog");
    await page.keyboard.press("Escape");
    await expect(certificate).toBeHidden();
  });

  test("add members to a group", async () => {
    await open(page, sweptHash(`/${REALM}/groups/{group}/members`, ids), SEEDED.group);
    await page.getByRole("button", { name: "Add member" }).first().click();
    const dialog = page.getByRole("dialog", { name: /Add members to/ });
    await expect(dialog).toBeVisible();
    await settled(page);
    await expectAccessible(page, "the add members dialog");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
  });

  test("assign roles", async () => {
    await open(page, sweptHash(`/${REALM}/users/{user}/role-mapping`, ids), SEEDED.user);
    await page.getByRole("button", { name: "Assign roles" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Assign roles" });
    await expect(dialog).toBeVisible();
    await settled(page);
    await expectAccessible(page, "the assign roles dialog");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
  });

  test("delete confirmation", async () => {
    await open(page, `/${REALM}/roles`, "Realm roles");
    await page
      .getByRole("table", { name: "Realm roles" })
      .getByRole("row", { name: /auditor/ })
      .getByRole("button", { name: "Actions" })
      .click();
    await page.getByRole("menuitem", { name: "Delete" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Delete role?" });
    await expect(dialog).toBeVisible();
    await expectAccessible(page, "the delete confirmation");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toBeHidden();
  });
});

test("no link on the swept screens leads nowhere", async () => {
  expect(links.size).toBeGreaterThan(0);
  await expectNoDeadLink(page, links, NOT_A_SCREEN);
  expect(pageErrors.splice(0), "uncaught and console errors while following links").toEqual([]);
});
