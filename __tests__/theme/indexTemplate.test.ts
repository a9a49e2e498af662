/** @jest-environment node */
import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ENVIRONMENT_BLOCK, toIndexTemplate } from "@/scripts/theme/indexTemplate";
import { zip } from "@/scripts/theme/zip";

// Renders the FreeMarker subset the template uses: <#noparse> sections, ${name}, ${a.b} and ${x!"default"}.
function renderFreeMarker(template: string, vars: Record<string, unknown>): string {
  return template
    .split(/(<#noparse>[\s\S]*?<\/#noparse>)/)
    .map((part) => {
      const raw = /^<#noparse>([\s\S]*)<\/#noparse>$/.exec(part);
      if (raw) return raw[1];
      if (/<#(?!noparse)/.test(part)) throw new Error(`unsupported directive in ${part}`);
      return part.replace(/\$\{([\w.]+)(?:!"([^"]*)")?\}/g, (_, path: string, fallback?: string) => {
        const value = path.split(".").reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], vars);
        if (value === undefined) {
          if (fallback === undefined) throw new Error(`${path} is undefined`);
          return fallback;
        }
        return String(value);
      });
    })
    .join("");
}

const exported = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><script src="./_next/static/chunks/main.js"></script>
<script>self.__next_f.push([1, "\`\${template}\` <#if>"])</script></head><body>
<script id="environment" type="application/json">{"realm":"master","adminBaseUrl":"http://localhost:8180","clientId":"security-admin-console","logo":"","logoUrl":"","resourceUrl":"."}</script>
</body></html>`;

const keycloakVars = {
  loginRealm: "acme",
  adminBaseUrl: "https://sso.example.com",
  clientId: "security-admin-console",
  resourceUrl: "/resources/abc12/admin/identity-admin-console",
  properties: { logo: "/logo.svg" },
};

describe("admin theme index.ftl", () => {
  const page = renderFreeMarker(toIndexTemplate(exported), keycloakVars);

  it("fills the environment block from Keycloak's template variables", () => {
    const env = JSON.parse(ENVIRONMENT_BLOCK.exec(page)![2]);
    expect(env).toEqual({
      realm: "acme",
      adminBaseUrl: "https://sso.example.com",
      clientId: "security-admin-console",
      resourceUrl: "/resources/abc12/admin/identity-admin-console",
      logo: "/logo.svg",
      logoUrl: "",
    });
  });

  it("points relative assets at the theme's resource folder", () => {
    expect(page).toContain('<base href="/resources/abc12/admin/identity-admin-console/">');
    expect(page).toContain('src="./_next/static/chunks/main.js"');
  });

  it("keeps the page's own ${...} and <# text away from FreeMarker", () => {
    expect(page).toContain('"`${template}` <#if>"');
  });

  it("defaults the realm to master when Keycloak gives no login realm", () => {
    const env = JSON.parse(
      ENVIRONMENT_BLOCK.exec(
        renderFreeMarker(toIndexTemplate(exported), { ...keycloakVars, loginRealm: undefined }),
      )![2],
    );
    expect(env.realm).toBe("master");
  });

  it("fails on an export without the environment block", () => {
    expect(() => toIndexTemplate("<html><head></head><body></body></html>")).toThrow("no environment block");
  });
});

describe("theme jar", () => {
  it("is a zip archive that standard tools read back", () => {
    const dir = mkdtempSync(join(tmpdir(), "jar-"));
    const jar = join(dir, "theme.jar");
    writeFileSync(
      jar,
      zip([
        { name: "META-INF/keycloak-themes.json", data: Buffer.from('{"themes":[]}') },
        { name: "theme/t/admin/index.ftl", data: Buffer.from("x".repeat(5000)) },
      ]),
    );
    const listing = execFileSync(
      "python3",
      [
        "-c",
        `import zipfile,sys
z = zipfile.ZipFile(sys.argv[1]); assert z.testzip() is None
print("\\n".join(f"{i.filename} {i.file_size}" for i in z.infolist()))`,
        jar,
      ],
      { encoding: "utf8" },
    );
    expect(listing.trim().split("\n")).toEqual(["META-INF/keycloak-themes.json 13", "theme/t/admin/index.ftl 5000"]);
  });
});
