import { E2E_BASE_URL } from "./support/server";
import { expect, signIn, test } from "./support/fixtures";

const REALM = "acme";
const stamp = () => `${Date.now()}-${Math.floor(Math.random() * 1000)}`;
const DESCRIPTOR = "e2e/fixtures/saml-idp-descriptor.xml";

test.describe("adding identity providers", () => {
  test("adds a Keycloak OpenID Connect provider from master's discovery document", async ({ page, admin }) => {
    const alias = `zz-e2e-kc-${stamp()}`;
    await signIn(page, { hash: `/${REALM}/identity-providers/keycloak-oidc/add` });
    await expect(page.getByRole("heading", { name: "Add Keycloak OpenID Connect provider", level: 1 })).toBeVisible();
    await page.getByRole("textbox", { name: "Alias" }).fill(alias);
    await expect(page.getByRole("textbox", { name: "Redirect URI" })).toHaveValue(
      `${E2E_BASE_URL}/realms/${REALM}/broker/${alias}/endpoint`,
    );
    await page.getByRole("textbox", { name: "Display name" }).fill("Master realm");
    await page
      .getByRole("textbox", { name: "Discovery endpoint" })
      .fill(`${E2E_BASE_URL}/realms/master/.well-known/openid-configuration`);
    await page.getByRole("button", { name: "Import" }).click();
    const master = `${E2E_BASE_URL}/realms/master`;
    await expect(page.getByRole("textbox", { name: "Authorization URL" })).toHaveValue(
      `${master}/protocol/openid-connect/auth`,
    );
    await expect(page.getByRole("textbox", { name: "Token URL" })).toHaveValue(
      `${master}/protocol/openid-connect/token`,
    );
    await expect(page.getByRole("textbox", { name: "Issuer" })).toHaveValue(master);
    // imported values stay editable
    await page.getByRole("textbox", { name: "Logout URL" }).fill(`${master}/protocol/openid-connect/logout?e2e=1`);
    await page.getByRole("combobox", { name: "Client authentication" }).selectOption("client_secret_basic");
    await page.getByRole("textbox", { name: "Client ID" }).fill("acme-broker");
    await page.getByRole("textbox", { name: "Client Secret" }).fill("${vault.acme_broker}");
    await page.getByRole("button", { name: "Add" }).click();

    await expect(page).toHaveURL(new RegExp(`/identity-providers/keycloak-oidc/${alias}/settings$`));
    await expect(page.getByRole("heading", { name: "Master realm", level: 1 })).toBeVisible();
    const stored = await admin.identityProviders.findOne({ realm: REALM, alias });
    expect(stored?.providerId).toBe("keycloak-oidc");
    expect(stored?.displayName).toBe("Master realm");
    expect(stored?.config).toMatchObject({
      authorizationUrl: `${master}/protocol/openid-connect/auth`,
      tokenUrl: `${master}/protocol/openid-connect/token`,
      logoutUrl: `${master}/protocol/openid-connect/logout?e2e=1`,
      issuer: master,
      jwksUrl: `${master}/protocol/openid-connect/certs`,
      clientAuthMethod: "client_secret_basic",
      clientId: "acme-broker",
      clientSecret: "${vault.acme_broker}",
    });
  });

  test("refuses a Keycloak OpenID Connect provider without its authorization and token URLs", async ({
    page,
    admin,
  }) => {
    const alias = `zz-e2e-kc-bare-${stamp()}`;
    await signIn(page, { hash: `/${REALM}/identity-providers/keycloak-oidc/add` });
    await page.getByRole("textbox", { name: "Alias" }).fill(alias);
    // typed, but never imported: the endpoints stay empty
    await page
      .getByRole("textbox", { name: "Discovery endpoint" })
      .fill(`${E2E_BASE_URL}/realms/master/.well-known/openid-configuration`);
    await page.getByRole("textbox", { name: "Client ID" }).fill("acme-broker");
    await page.getByRole("textbox", { name: "Client Secret" }).fill("broker-secret");
    await page.getByRole("button", { name: "Add" }).click();

    const authorizationUrl = page.getByRole("textbox", { name: "Authorization URL" });
    const tokenUrl = page.getByRole("textbox", { name: "Token URL" });
    for (const field of [authorizationUrl, tokenUrl]) {
      await expect(field).toHaveAttribute("aria-invalid", "true");
      await expect(field).toHaveAccessibleErrorMessage("Required field");
    }
    await expect(authorizationUrl).toBeFocused();
    await expect(page).toHaveURL(/\/identity-providers\/keycloak-oidc\/add$/);
    expect(await admin.identityProviders.findOne({ realm: REALM, alias })).toBeFalsy();
  });

  test("refuses an alias with spaces and a taken alias on the alias field", async ({ page }) => {
    await signIn(page, { hash: `/${REALM}/identity-providers/oidc/add` });
    const alias = page.getByRole("textbox", { name: "Alias" });
    await alias.fill("has space");
    await expect(page.getByText("Must not contain spaces")).toBeVisible();
    await alias.fill("corporate-sso");
    await page.getByRole("textbox", { name: "Authorization URL" }).fill("https://idp.e2e.example/auth");
    await page.getByRole("textbox", { name: "Token URL" }).fill("https://idp.e2e.example/token");
    await page.getByRole("textbox", { name: "Client ID" }).fill("taken");
    await page.getByRole("button", { name: "Add" }).click();
    await expect(page.getByText("Identity Provider corporate-sso already exists")).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Client ID" })).toHaveValue("taken");
  });

  test("adds a SAML provider from a descriptor file", async ({ page, admin }) => {
    const alias = `zz-e2e-saml-${stamp()}`;
    await signIn(page, { hash: `/${REALM}/identity-providers/saml/add` });
    await page.getByRole("textbox", { name: "Alias" }).fill(alias);
    await expect(page.getByRole("textbox", { name: "Service provider entity ID" })).toHaveValue(
      `${E2E_BASE_URL}/realms/${REALM}`,
    );
    await page.getByLabel("Import config from file", { exact: true }).setInputFiles(DESCRIPTOR);
    await expect(page.getByRole("textbox", { name: "Single Sign-On service URL" })).toHaveValue(
      "https://saml-idp.e2e.example/sso",
    );
    await expect(page.getByRole("textbox", { name: "Single logout service URL" })).toHaveValue(
      "https://saml-idp.e2e.example/slo",
    );
    await expect(page.getByRole("combobox", { name: "NameID policy format" })).toHaveValue(
      "urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress",
    );
    await page.getByRole("button", { name: "Add" }).click();

    await expect(page).toHaveURL(new RegExp(`/identity-providers/saml/${alias}/settings$`));
    const stored = await admin.identityProviders.findOne({ realm: REALM, alias });
    expect(stored?.providerId).toBe("saml");
    expect(stored?.config).toMatchObject({
      entityId: `${E2E_BASE_URL}/realms/${REALM}`,
      idpEntityId: "https://saml-idp.e2e.example/idp",
      singleSignOnServiceUrl: "https://saml-idp.e2e.example/sso",
      singleLogoutServiceUrl: "https://saml-idp.e2e.example/slo",
      nameIDPolicyFormat: "urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress",
      wantAuthnRequestsSigned: "true",
      postBindingResponse: "true",
    });
  });

  test("shows the server's reason when the discovery document cannot be read", async ({ page }) => {
    await signIn(page, { hash: `/${REALM}/identity-providers/oidc/add` });
    await page.getByRole("textbox", { name: "Discovery endpoint" }).fill(`${E2E_BASE_URL}/realms/no-such-realm/x`);
    await page.getByRole("button", { name: "Import" }).click();
    await expect(page.getByText(/Could not import the metadata/)).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Authorization URL" })).toHaveValue("");
  });

  test("gives the discovery endpoint the form's width, as the redirect URI has, at 1280×800", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page, { hash: `/${REALM}/identity-providers/oidc/add` });
    const discovery = page.getByRole("textbox", { name: "Discovery endpoint" });
    // each field with its button beside it (copy, import): both rows end at the form's edge
    const rowEnd = async (name: string) => {
      const row = (await page.getByRole("textbox", { name }).locator("..").boundingBox())!;
      return row.x + row.width;
    };
    expect(Math.abs((await rowEnd("Discovery endpoint")) - (await rowEnd("Redirect URI")))).toBeLessThanOrEqual(1);
    const field = (await discovery.boundingBox())!;
    const button = (await page.getByRole("button", { name: "Import" }).boundingBox())!;
    const redirect = (await page.getByRole("textbox", { name: "Redirect URI" }).boundingBox())!;
    expect(field.width + button.width).toBeGreaterThanOrEqual(redirect.width);
  });

  test("adds a GitHub provider with its extra fields", async ({ page, admin }) => {
    const alias = `zz-e2e-gh-${stamp()}`;
    await signIn(page, { hash: `/${REALM}/identity-providers/github/add` });
    await expect(page.getByRole("heading", { name: "Add GitHub provider", level: 1 })).toBeVisible();
    await page.getByRole("textbox", { name: "Alias" }).fill(alias);
    await page.getByRole("textbox", { name: "Client ID" }).fill("Iv1.e2e");
    await page.getByRole("textbox", { name: "Client Secret" }).fill("gh-secret-e2e");
    await page.getByRole("textbox", { name: "Base URL" }).fill("https://github.e2e.example");
    await page.getByRole("button", { name: "Add" }).click();

    await expect(page).toHaveURL(new RegExp(`/identity-providers/github/${alias}/settings$`));
    const stored = await admin.identityProviders.findOne({ realm: REALM, alias });
    expect(stored?.providerId).toBe("github");
    expect(stored?.config).toMatchObject({
      clientId: "Iv1.e2e",
      clientSecret: "**********",
      baseUrl: "https://github.e2e.example",
    });
  });
});
