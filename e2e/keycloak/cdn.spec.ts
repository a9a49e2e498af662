// The CDN case: out/ served by a static host of another origin (the project's global set-up), pointed at Keycloak as
// the README says. An admin signs in on Keycloak's login page, every area of master opens, a reload signs in again
// silently from that origin, signing out ends on Keycloak's login page, and the browser reports no CSP violation or
// other error under the headers the README gives for such a host.
import { collectPageProblems } from "./support/pageProblems";
import { KEYCLOAK_ADMIN, KEYCLOAK_URL } from "./support/keycloak";
import { consoleUrl, expect, fillLoginPage, signedIn, test } from "./support/fixtures";

test("from another origin: signed in on Keycloak, every area, a silent sign-in, signed out, no error", async ({
  page,
}) => {
  const problems = await collectPageProblems(page);
  const served = page.waitForResponse(consoleUrl());
  await page.goto(consoleUrl());
  const headers = await (await served).allHeaders();
  expect(headers["content-security-policy"]).toMatch(new RegExp(`connect-src 'self' ${KEYCLOAK_URL}`));
  await expect(page).toHaveURL(new RegExp(`^${KEYCLOAK_URL}/realms/master/protocol/openid-connect/auth`));
  await fillLoginPage(page, KEYCLOAK_ADMIN);
  await expect(signedIn(page)).toBeVisible();
  expect(new URL(page.url()).origin).toBe(new URL(consoleUrl()).origin);

  const areas = page.getByRole("navigation", { name: /^(Manage|Configure)$/ }).getByRole("link");
  const names = (await areas.allInnerTexts()).map((name) => name.trim());
  // master has organizations off, so its sidebar has no Organizations entry
  expect(names).toHaveLength(13);
  for (const name of names) {
    await areas.filter({ hasText: name }).first().click();
    await expect(page.getByRole("main").getByRole("heading", { level: 1 })).toBeVisible();
  }

  // a returning admin: the SSO session signs the reloaded console in without the login page
  const loginPages: string[] = [];
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame() && frame.url().startsWith(`${KEYCLOAK_URL}/realms/master/protocol`))
      loginPages.push(frame.url());
  });
  await page.reload();
  await expect(signedIn(page)).toBeVisible();
  expect(loginPages).toEqual([]);

  await page.getByRole("button", { name: KEYCLOAK_ADMIN.username }).click();
  await page.getByRole("menuitem", { name: "Sign out" }).click();
  await expect(page.getByLabel("Username or email")).toBeVisible();
  expect(problems.violations).toEqual([]);
  expect(problems.errors).toEqual([]);
});
