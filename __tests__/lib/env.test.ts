import { readEnvironment, DEFAULT_ENVIRONMENT } from "@/lib/env";

function documentWith(html: string): Document {
  const doc = document.implementation.createHTMLDocument("console");
  doc.head.innerHTML = html;
  return doc;
}

describe("readEnvironment", () => {
  it("reads the environment block", () => {
    const doc = documentWith(
      `<script id="environment" type="application/json">${JSON.stringify({
        ...DEFAULT_ENVIRONMENT,
        realm: "acme",
        adminBaseUrl: "https://id.example.com/",
      })}</script>`,
    );
    expect(readEnvironment(doc)).toEqual({
      ...DEFAULT_ENVIRONMENT,
      realm: "acme",
      adminBaseUrl: "https://id.example.com",
    });
  });

  it("fails when the block is missing", () => {
    expect(() => readEnvironment(documentWith(""))).toThrow("Environment variables not found in the document.");
  });

  it("fails when the block is not JSON", () => {
    const doc = documentWith(`<script id="environment" type="application/json">{realm: master</script>`);
    expect(() => readEnvironment(doc)).toThrow("Unable to parse environment variables as JSON.");
  });

  it("fills in missing optional settings and rejects wrong types", () => {
    const partial = documentWith(`<script id="environment" type="application/json">{"realm":"r1"}</script>`);
    expect(readEnvironment(partial)).toMatchObject({ realm: "r1", clientId: "security-admin-console", logo: "" });
    const wrong = documentWith(`<script id="environment" type="application/json">{"realm":5}</script>`);
    expect(() => readEnvironment(wrong)).toThrow(/Invalid environment variables/);
  });
});
