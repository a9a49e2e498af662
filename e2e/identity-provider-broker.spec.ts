import { consoleUrl, E2E_BASE_URL } from "./support/server";
import { expect, test } from "./support/fixtures";

test.describe("identity provider broker login", () => {
  test("a master user signs in to acme's console through a Keycloak OpenID Connect provider", async ({
    page,
    admin,
  }) => {
    const stamp = Date.now();
    const alias = `master-${stamp}`;
    const username = `brokered-${stamp}`;
    const secret = `secret-${stamp}`;
    await admin.clients.create({
      realm: "master",
      clientId: `acme-broker-${stamp}`,
      publicClient: false,
      secret,
      redirectUris: [`${E2E_BASE_URL}/realms/acme/broker/${alias}/endpoint`],
    });
    await admin.users.create({
      realm: "master",
      username,
      email: `${username}@master.example`,
      firstName: "Brokered",
      lastName: "User",
      enabled: true,
      credentials: [{ type: "password", value: "brokered-password", temporary: false }],
    });
    const imported = await fetch(`${E2E_BASE_URL}/admin/realms/acme/identity-provider/import-config`, {
      method: "POST",
      headers: { authorization: `Bearer ${await admin.getAccessToken()}`, "content-type": "application/json" },
      body: JSON.stringify({
        providerId: "keycloak-oidc",
        fromUrl: `${E2E_BASE_URL}/realms/master/.well-known/openid-configuration`,
      }),
    });
    expect(imported.status).toBe(200);
    await admin.identityProviders.create({
      realm: "acme",
      alias,
      displayName: `Master ${stamp}`,
      providerId: "keycloak-oidc",
      trustEmail: true,
      config: { ...(await imported.json()), clientId: `acme-broker-${stamp}`, clientSecret: secret },
    });
    await admin.identityProviders.createMapper({
      realm: "acme",
      alias,
      identityProviderMapper: {
        name: "console access",
        identityProviderAlias: alias,
        identityProviderMapper: "oidc-hardcoded-role-idp-mapper",
        config: { syncMode: "INHERIT", role: "realm-management.view-identity-providers" },
      },
    });

    await page.goto(`${consoleUrl("acme")}#/acme/identity-providers`);
    await page.getByRole("link", { name: `Master ${stamp}` }).click();
    await expect(page).toHaveURL(/\/realms\/master\/login-actions\//);
    await page.getByLabel("Username or email").fill(username);
    await page.getByLabel("Password").fill("brokered-password");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.getByRole("button", { name: /choose another realm/ })).toBeVisible();
    // the mapped role is what lets the brokered user see the providers
    await page.goto(`${consoleUrl("acme")}#/acme/identity-providers`);
    await expect(page.getByRole("link", { name: alias })).toBeVisible();

    const [user] = await admin.users.find({ realm: "acme", username, exact: true });
    expect(user?.email).toBe(`${username}@master.example`);
    expect(user?.emailVerified).toBe(true);
    const links = await admin.users.listFederatedIdentities({ realm: "acme", id: user.id! });
    expect(links.map((link) => [link.identityProvider, link.userName])).toEqual([[alias, username]]);
    const management = (await admin.clients.find({ realm: "acme", clientId: "realm-management" }))[0];
    const roles = await admin.users.listClientRoleMappings({
      realm: "acme",
      id: user.id!,
      clientUniqueId: management.id!,
    });
    expect(roles.map((role) => role.name)).toContain("view-identity-providers");
  });
});
