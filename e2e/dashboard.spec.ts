// The dashboard shows what GET /admin/serverinfo returns: features with their type, a provider's operational info,
// and the server's figures; the welcome tab links Keycloak's guides, community and blog.
import type { Locator } from "@playwright/test";
import { expect, signIn, test } from "./support/fixtures";

/** The list item of a feature: its name, then its labels. */
const featureItem = (list: Locator, name: string) =>
  list.getByRole("listitem").filter({ has: list.page().getByText(name, { exact: true }) });

test.describe("dashboard", () => {
  test("server info lists each feature with its type, and the server's version and memory", async ({ page, admin }) => {
    const info = await admin.serverInfo.find();
    const experimental = info.features?.find(({ type, enabled }) => enabled && String(type) === "EXPERIMENTAL");
    const deprecated = info.features?.find(({ type, enabled }) => !enabled && String(type) === "DEPRECATED");
    expect(experimental && deprecated).toBeTruthy();

    await signIn(page, { hash: "/master/info" });
    const panel = page.getByRole("tabpanel", { name: "Server info" });
    const enabled = panel.getByRole("list", { name: "Enabled features" });
    await expect(featureItem(enabled, experimental!.name).getByText("Experimental", { exact: true })).toBeVisible();
    const disabled = panel.getByRole("list", { name: "Disabled features" });
    await expect(featureItem(disabled, deprecated!.name).getByText("Deprecated", { exact: true })).toBeVisible();
    await expect(featureItem(enabled, deprecated!.name)).toHaveCount(0);

    await expect(panel.getByText(info.systemInfo!.version!, { exact: true })).toBeVisible();
    await expect(panel.getByText(info.memoryInfo!.totalFormated, { exact: true }).first()).toBeVisible();
    await expect(panel.getByText(info.profileInfo!.name!, { exact: true })).toBeVisible();
  });

  test("provider info finds an SPI and folds out its provider's operational info", async ({ page, admin }) => {
    const info = await admin.serverInfo.find();
    const [providerId, provider] = Object.entries(info.providers?.connectionsJpa?.providers ?? {})[0];
    const operationalInfo = Object.entries(provider.operationalInfo ?? {});
    expect(operationalInfo.length).toBeGreaterThan(0);

    await signIn(page, { hash: "/master/providers" });
    const panel = page.getByRole("tabpanel", { name: "Provider info" });
    await panel.getByRole("searchbox", { name: "Search" }).fill("connectionsjpa");
    const table = panel.getByRole("table", { name: "Provider info" });
    await expect(table.getByRole("row")).toHaveCount(2);
    await expect(table.getByRole("cell", { name: "connectionsJpa", exact: true })).toBeVisible();

    const toggle = table.getByRole("button", { name: `Show more about ${providerId}` });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();
    const details = table.getByRole("definition").filter({ hasText: operationalInfo[0][1] });
    await expect(details).toHaveText(operationalInfo[0][1]);
    await expect(table.getByRole("term")).toHaveText(operationalInfo.map(([key]) => key));

    await table.getByRole("button", { name: `Show less about ${providerId}` }).click();
    await expect(table.getByRole("term")).toHaveCount(0);
  });

  test("the welcome tab links Keycloak's documentation, guides, community and blog", async ({ page }) => {
    await signIn(page, { hash: "/acme/welcome" });
    const links = page.getByRole("list", { name: "Keycloak project links" });
    await expect(links.getByRole("link", { name: "View guides" })).toHaveAttribute(
      "href",
      "https://www.keycloak.org/guides",
    );
    await expect(links.getByRole("link", { name: "Join community" })).toHaveAttribute(
      "href",
      "https://www.keycloak.org/community",
    );
    await expect(links.getByRole("link", { name: "Read blog" })).toHaveAttribute(
      "href",
      "https://www.keycloak.org/blog",
    );
    await expect(page.getByRole("link", { name: "View documentation" })).toHaveAttribute("target", "_blank");
  });
});
