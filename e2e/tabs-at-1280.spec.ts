// Every tabbed screen in a 1280×800 window, where Realm settings' fourteen tabs do not fit in one row: each tab shows
// its whole label, the strip's arrows bring it into view, and it opens its own URL; a screen opened on a tab shows
// that tab; the arrow keys reach every tab and bring it into view. One page signs in once and moves from screen to
// screen by the URL's hash, as the accessibility sweep does.
import { readdirSync, readFileSync } from "node:fs";
import type { Locator, Page } from "@playwright/test";
import { authenticationTabs } from "@/components/areas/authentication/authenticationTabs";
import { authorizationTabs } from "@/components/areas/client-authorization/authorizationTabs";
import { clientScopeTabs } from "@/components/areas/client-scopes/details/clientScopeTabs";
import { clientListTabs } from "@/components/areas/clients/clientListTabs";
import {
  clientScopesTabs,
  dedicatedScopeTabs,
} from "@/components/areas/clients/details/client-scopes/clientScopesTabs";
import { clientTabs } from "@/components/areas/clients/details/clientTabs";
import { clientRoleTabs } from "@/components/areas/clients/details/roles/clientRoleTabs";
import { clientRegistrationTabs } from "@/components/areas/clients/registration/clientRegistrationTabs";
import { dashboardTabs } from "@/components/areas/dashboard/dashboardTabs";
import { eventTabs } from "@/components/areas/events/eventTabs";
import { GROUP_TABS } from "@/components/areas/groups/groupLocation";
import { identityProviderTabs } from "@/components/areas/identity-providers/identityProviderTabs";
import { organizationTabs } from "@/components/areas/organizations/details/organizationTabs";
import { roleTabs } from "@/components/areas/realm-roles/details/roleTabs";
import { clientPoliciesTabs } from "@/components/areas/realm-settings/client-policies/clientPoliciesTabs";
import { keysTabs } from "@/components/areas/realm-settings/keys/keysTabs";
import { realmSettingsTabs } from "@/components/areas/realm-settings/realmSettingsTabs";
import { userProfileTabs } from "@/components/areas/realm-settings/user-profile/userProfileTabs";
import { ldapTabs } from "@/components/areas/user-federation/ldap/ldapTabs";
import { userListTabs } from "@/components/areas/users/userListTabs";
import { userTabs } from "@/components/areas/users/details/userTabs";
import { ROLE_TAB_TITLES } from "@/components/shared/role-details/roleTabNames";
import { tabTitle, type TabList } from "@/lib/router/tabList";
import { adminClient, endAdminCliSessions, expect, signIn, test } from "./support/fixtures";
import { findSeededIds } from "./support/seededIds";
import { SEEDED, SWEPT_REALM, sweptHash, type SeededIds } from "./support/screens";
import { consoleUrl } from "./support/server";

// the English texts, as the console shows them (a spec cannot import JSON without an import attribute)
const MESSAGES = "messages/en";
const en: Record<string, string> = Object.assign(
  {},
  ...readdirSync(MESSAGES)
    .filter((file) => file.endsWith(".json"))
    .map((file) => JSON.parse(readFileSync(`${MESSAGES}/${file}`, "utf8")) as Record<string, string>),
);

/** A tab's label and URL; `ownScreen` when that URL opens a screen without this one's tabs. */
type Tab = { label: string; hash: string; ownScreen?: boolean };
type TabbedScreen = { name: string; heading: string | RegExp; tabs: Tab[] };

/** A tab list's tabs on the screen at `path` ("users/{user}"), labelled as that screen labels them. */
function tabsOf(list: TabList<string, string>, path: string, title = (tab: string) => list.title(tab)): Tab[] {
  return list.tabs.map((tab, index) => ({
    label: en[title(tab)],
    hash: `/${SWEPT_REALM}/${list.firstAtBare && index === 0 ? path : [path, tab].filter(Boolean).join("/")}`,
  }));
}

const ACME = /^ACME /;
const roleTitle = (tab: string) => tabTitle(tab, ROLE_TAB_TITLES);

const SCREENS: TabbedScreen[] = [
  { name: "dashboard", heading: `${SWEPT_REALM} realm`, tabs: tabsOf(dashboardTabs, "") },
  { name: "events", heading: "Events", tabs: tabsOf(eventTabs, "events") },
  { name: "authentication", heading: "Authentication", tabs: tabsOf(authenticationTabs, "authentication") },
  { name: "realm settings", heading: ACME, tabs: tabsOf(realmSettingsTabs, "realm-settings") },
  { name: "realm keys", heading: ACME, tabs: tabsOf(keysTabs, "realm-settings/keys") },
  { name: "client policies", heading: ACME, tabs: tabsOf(clientPoliciesTabs, "realm-settings/client-policies") },
  { name: "user profile", heading: ACME, tabs: tabsOf(userProfileTabs, "realm-settings/user-profile") },
  { name: "users", heading: "Users", tabs: tabsOf(userListTabs, "users") },
  { name: "user details", heading: SEEDED.user, tabs: tabsOf(userTabs, "users/{user}") },
  { name: "realm role details", heading: SEEDED.role, tabs: tabsOf(roleTabs, "roles/{role}", roleTitle) },
  { name: "clients", heading: "Clients", tabs: tabsOf(clientListTabs, "clients") },
  {
    name: "client registration",
    heading: "Clients",
    tabs: tabsOf(clientRegistrationTabs, "clients/client-registration"),
  },
  {
    name: "client details",
    // the client with authorization services, which has every tab
    heading: SEEDED.authzClient,
    // whose authorization tab opens the authorization screen on its first tab
    tabs: tabsOf(clientTabs, "clients/{authzClient}").map((tab) =>
      tab.hash.endsWith("/authorization") ? { ...tab, hash: `${tab.hash}/settings`, ownScreen: true } : tab,
    ),
  },
  {
    name: "client authorization",
    heading: SEEDED.authzClient,
    tabs: tabsOf(authorizationTabs, "clients/{authzClient}/authorization"),
  },
  {
    name: "a client's client scopes",
    heading: SEEDED.client,
    tabs: tabsOf(clientScopesTabs, "clients/{client}/clientScopes"),
  },
  {
    name: "a client's dedicated scope",
    heading: `${SEEDED.client}-dedicated`,
    tabs: tabsOf(dedicatedScopeTabs, "clients/{client}/clientScopes/dedicated"),
  },
  {
    name: "client role details",
    heading: SEEDED.clientRole,
    tabs: tabsOf(clientRoleTabs, "clients/{roleClient}/roles/{clientRole}", roleTitle),
  },
  { name: "client scope details", heading: SEEDED.scope, tabs: tabsOf(clientScopeTabs, "client-scopes/{scope}") },
  {
    name: "identity provider details",
    heading: "Corporate SSO",
    // the screen labels each tab by its name's message
    tabs: tabsOf(identityProviderTabs, "identity-providers/oidc/corporate-sso", (tab) => tab),
  },
  {
    name: "organization details",
    heading: SEEDED.organization,
    tabs: tabsOf(organizationTabs, "organizations/{organization}"),
  },
  {
    name: "group details",
    heading: SEEDED.group,
    // a group's child groups are its own URL
    tabs: GROUP_TABS.map((tab) => ({
      label: en[tabTitle(tab)],
      hash: `/${SWEPT_REALM}/groups/{group}${tab === "child-groups" ? "" : `/${tab}`}`,
    })),
  },
  {
    name: "LDAP provider",
    heading: SEEDED.ldapProvider,
    tabs: tabsOf(ldapTabs, "user-federation/ldap/{ldapProvider}"),
  },
];

let page: Page;
let ids: SeededIds;

test.beforeAll(async ({ browser }) => {
  ids = await findSeededIds(await adminClient());
  await endAdminCliSessions();
  page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  await signIn(page, { hash: `/${SWEPT_REALM}` });
});

test.afterAll(async () => {
  await page?.context().close();
});

const urlOf = (hash: string) => `${consoleUrl()}#${sweptHash(hash, ids)}`;

/** The row of the given tabs (a tab of Realm settings or of a client may hold a row of its own). */
const stripOf = (tabs: Tab[]) =>
  page
    .getByRole("tablist")
    .filter({ has: page.getByRole("tab", { name: tabs[0].label, exact: true }) })
    .filter({ has: page.getByRole("tab", { name: tabs[tabs.length - 1].label, exact: true }) });

/** Where a tab stands against the visible part of its row: cut off on the left, on the right, or wholly in it. */
const sideOf = (tab: Locator) =>
  tab.evaluate((element) => {
    const row = element.closest('[role="tablist"]')!.getBoundingClientRect();
    const { left, right } = element.getBoundingClientRect();
    return left < row.left - 0.5 ? "left" : right > row.right + 0.5 ? "right" : "in";
  });

/** Clicks the row's arrow on the tab's side until the whole tab is in view. */
async function reach(strip: Locator, tab: Locator) {
  for (let side = await sideOf(tab); side !== "in"; side = await sideOf(tab)) {
    const arrow = strip.locator(`xpath=${side === "left" ? "preceding" : "following"}-sibling::button`);
    const scrolled = await strip.evaluate((element) => element.scrollLeft);
    await arrow.click();
    await expect.poll(() => strip.evaluate((element) => element.scrollLeft)).not.toBe(scrolled);
  }
}

/** No part of the tab, its label included, is cut off (an ellipsis is drawn only over text that is). */
async function expectWholeLabel(tab: Locator, label: string) {
  const cut = await tab.evaluate((element) =>
    [element, ...Array.from(element.querySelectorAll("*"))]
      .filter((part) => part.scrollWidth > part.clientWidth)
      .map((part) => `${part.tagName}: ${part.scrollWidth} > ${part.clientWidth}`),
  );
  expect(cut, `the label of ${label} is cut off`).toEqual([]);
  await expect(tab).toHaveText(label);
}

test.describe("every tab shows its whole label and opens its URL", () => {
  for (const { name, heading, tabs } of SCREENS)
    test(name, async () => {
      const last = tabs[tabs.length - 1];
      await page.goto(urlOf(last.hash));
      await expect(page.getByRole("heading", { level: 1, name: heading, exact: true })).toBeVisible();
      const strip = stripOf(tabs);
      // opened on its last tab, the screen shows that tab
      const active = strip.getByRole("tab", { selected: true });
      await expect(active).toHaveText(last.label);
      await expect.poll(() => sideOf(active)).toBe("in");

      expect(await strip.getByRole("tab").allTextContents()).toEqual(tabs.map(({ label }) => label));
      for (const { label, hash, ownScreen } of tabs) {
        const tab = strip.getByRole("tab", { name: label, exact: true });
        await reach(strip, tab);
        await expectWholeLabel(tab, label);
        await tab.click();
        await expect(page).toHaveURL(urlOf(hash));
        // Back at once, while the other screen may still be loading, must come back to this one
        if (ownScreen) await page.goBack();
        else await expect(tab).toHaveAttribute("aria-selected", "true");
      }
    });
});

// a tab's route renders the screen anew, and the focus must stay on the tab for the next key
test("the arrow keys reach every tab of Realm settings and bring it into view", async () => {
  const tabs = tabsOf(realmSettingsTabs, "realm-settings");
  await page.goto(urlOf(tabs[0].hash));
  const strip = stripOf(tabs);
  await strip.getByRole("tab", { name: tabs[0].label, exact: true }).focus();
  for (const { label, hash } of [...tabs.slice(1), tabs[0]]) {
    await page.keyboard.press("ArrowRight");
    const tab = strip.getByRole("tab", { name: label, exact: true });
    await expect(tab).toBeFocused();
    await expect(page).toHaveURL(urlOf(hash));
    await expect.poll(() => sideOf(tab), `${label} in view`).toBe("in");
  }
});
