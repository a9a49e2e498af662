import { dirtyPaths, reviewChanges, type ReviewField } from "@/lib/form/reviewChanges";

const fields = (entries: Record<string, ReviewField>) => new Map(Object.entries(entries));

describe("dirtyPaths", () => {
  it("lists the leaves react-hook-form marks dirty, through objects and arrays", () => {
    const dirty = { displayName: true, enabled: false, config: { url: true }, redirectUris: [false, true] };
    expect(dirtyPaths(dirty)).toEqual(["displayName", "config.url", "redirectUris.1"]);
  });
});

describe("reviewChanges", () => {
  it("names each changed field by its label with the old and the new value, in the form's order", () => {
    const changes = reviewChanges({
      defaults: { displayName: "Acme", enabled: true, accessCodeLifespan: 60 },
      values: { displayName: "Acme Corp", enabled: false, accessCodeLifespan: 120 },
      dirtyFields: { displayName: true, enabled: true, accessCodeLifespan: true },
      fields: fields({ enabled: { label: "Enabled" }, displayName: { label: "Display name" } }),
    });
    expect(changes).toEqual([
      { path: "enabled", label: "Enabled", kind: "value", before: true, after: false },
      { path: "displayName", label: "Display name", kind: "value", before: "Acme", after: "Acme Corp" },
      { path: "accessCodeLifespan", label: "accessCodeLifespan", kind: "value", before: "60", after: "120" },
    ]);
  });

  it("leaves out what did not change, an empty text and an unset value being the same", () => {
    const changes = reviewChanges({
      defaults: { name: "a", description: undefined, tags: ["x"] },
      values: { name: "a", description: "", tags: ["x"] },
      dirtyFields: { description: true },
      fields: fields({ name: { label: "Name" }, description: { label: "Description" }, tags: { label: "Tags" } }),
    });
    expect(changes).toEqual([]);
  });

  it("shows a value as its field shows it, an unset one as empty", () => {
    const minutes = (value: unknown) => `${Number(value) / 60} Minutes`;
    const changes = reviewChanges({
      defaults: { ssoSessionIdleTimeout: 300, accessTokenLifespan: undefined },
      values: { ssoSessionIdleTimeout: 600, accessTokenLifespan: 120 },
      dirtyFields: { ssoSessionIdleTimeout: true, accessTokenLifespan: true },
      fields: fields({
        ssoSessionIdleTimeout: { label: "SSO Session Idle", format: minutes },
        accessTokenLifespan: { label: "Access Token Lifespan", format: minutes },
      }),
    });
    expect(changes).toEqual([
      {
        path: "ssoSessionIdleTimeout",
        label: "SSO Session Idle",
        kind: "value",
        before: "5 Minutes",
        after: "10 Minutes",
      },
      { path: "accessTokenLifespan", label: "Access Token Lifespan", kind: "value", before: null, after: "2 Minutes" },
    ]);
  });

  it("shows that a secret changed, never its value", () => {
    const changes = reviewChanges({
      defaults: { config: { clientSecret: "**********" } },
      values: { config: { clientSecret: "s3cr3t-value" } },
      dirtyFields: { config: { clientSecret: true } },
      fields: fields({ "config.clientSecret": { label: "Client secret", secret: true } }),
    });
    expect(changes).toEqual([{ path: "config.clientSecret", label: "Client secret", kind: "secret" }]);
    expect(JSON.stringify(changes)).not.toContain("s3cr3t");
  });

  it("keeps an unchanged secret out of the review", () => {
    const changes = reviewChanges({
      defaults: { password: "**********", host: "a" },
      values: { password: "**********", host: "b" },
      dirtyFields: { host: true },
      fields: fields({ password: { label: "Password", secret: true }, host: { label: "Host" } }),
    });
    expect(changes.map((change) => change.path)).toEqual(["host"]);
  });

  it("names a nested field by its label and decodes dotted keys of unlabelled ones", () => {
    const changes = reviewChanges({
      defaults: { config: { url: "https://a", "saml🍺signature": "RSA" } },
      values: { config: { url: "https://b", "saml🍺signature": "EC" } },
      dirtyFields: { config: { url: true, "saml🍺signature": true } },
      fields: fields({ "config.url": { label: "URL" } }),
    });
    expect(changes).toEqual([
      { path: "config.url", label: "URL", kind: "value", before: "https://a", after: "https://b" },
      { path: "config.saml🍺signature", label: "config.saml.signature", kind: "value", before: "RSA", after: "EC" },
    ]);
  });

  it("lists the items a list gained and lost, once for the list however many rows changed", () => {
    const changes = reviewChanges({
      defaults: { redirectUris: ["https://a/*", "https://b/*", "https://b/*"] },
      values: { redirectUris: ["https://a/*", "https://b/*", "https://c/*"] },
      dirtyFields: { redirectUris: [false, false, true] },
      fields: fields({}),
    });
    expect(changes).toEqual([
      { path: "redirectUris", label: "redirectUris", kind: "items", added: ["https://c/*"], removed: ["https://b/*"] },
    ]);
  });

  it("shows a reordered list whole, before and after", () => {
    const changes = reviewChanges({
      defaults: { locales: ["en", "de"] },
      values: { locales: ["de", "en"] },
      dirtyFields: { locales: [true, true] },
      fields: fields({ locales: { label: "Supported locales" } }),
    });
    expect(changes).toEqual([
      { path: "locales", label: "Supported locales", kind: "value", before: "en, de", after: "de, en" },
    ]);
  });

  it("shows key-value rows and maps as key = value entries, a changed value as one removed and one added", () => {
    const rows = reviewChanges({
      defaults: { attributes: [{ key: "team", value: "red" }] },
      values: {
        attributes: [
          { key: "team", value: "blue" },
          { key: "floor", value: "3" },
        ],
      },
      dirtyFields: { attributes: [{ value: true }, { key: true, value: true }] },
      fields: fields({ attributes: { label: "Attributes" }, "attributes.0.value": { label: "Value" } }),
    });
    expect(rows).toEqual([
      {
        path: "attributes",
        label: "Attributes",
        kind: "items",
        added: ["team = blue", "floor = 3"],
        removed: ["team = red"],
      },
    ]);

    const map = reviewChanges({
      defaults: { smtp: { host: "mail", port: "25" } },
      values: { smtp: { host: "mail", port: "587", from: "a@b" } },
      dirtyFields: { smtp: { port: true, from: true } },
      fields: fields({ smtp: { label: "SMTP" } }),
    });
    expect(map).toEqual([
      { path: "smtp", label: "SMTP", kind: "items", added: ["port = 587", "from = a@b"], removed: ["port = 25"] },
    ]);
  });

  it("shows a choice by the labels of its options, one or many", () => {
    const changes = reviewChanges({
      defaults: { sslRequired: "external", flows: ["standard"] },
      values: { sslRequired: "all", flows: ["standard", "device"] },
      dirtyFields: { sslRequired: true, flows: [false, true] },
      fields: fields({
        sslRequired: { label: "Require SSL", options: { external: "External requests", all: "All requests" } },
        flows: { label: "Flows", options: { standard: "Standard flow", device: "Device grant" } },
      }),
    });
    expect(changes).toEqual([
      { path: "sslRequired", label: "Require SSL", kind: "value", before: "External requests", after: "All requests" },
      { path: "flows", label: "Flows", kind: "items", added: ["Device grant"], removed: [] },
    ]);
  });
});
