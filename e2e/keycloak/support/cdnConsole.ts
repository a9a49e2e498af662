// The CDN case: out/ served by a static host of its own origin, pointed at Keycloak as the README's "Against a real
// Keycloak 26" says (the environment block names the server; the headers are the theme's, with Keycloak's origin
// added to connect-src and frame-src). It serves under a sub-folder, as a CDN path would, to prove the relative asset
// URLs.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { readFile } from "node:fs/promises";
import { extname, join, normalize } from "node:path";
import { setCacheHeaders } from "../../../dev-server/console/cacheHeaders";
import { consolePolicy } from "../../../dev-server/console/consolePolicy";
import { currentScriptHashes } from "../../../dev-server/console/scriptHashes";
import { withEnvironment } from "../../../dev-server/console/serveConsole";

export const CDN_PATH = "/console/";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript",
  ".css": "text/css",
  ".svg": "image/svg+xml",
  ".json": "application/json",
  ".woff2": "font/woff2",
  ".ico": "image/x-icon",
  ".txt": "text/plain",
};

export type CdnConsole = { url: string; origin: string; close(): Promise<void> };

export async function serveConsoleFromCdn(outDir: string, keycloakUrl: string): Promise<CdnConsole> {
  const indexHtml = await readFile(join(outDir, "index.html"), "utf8");
  const hashes = currentScriptHashes(outDir, indexHtml);
  if (!hashes) throw new Error(`${outDir}/inline-script-hashes.json is missing or stale: run \`npm run build\``);
  const page = withEnvironment(indexHtml, {
    realm: "master",
    adminBaseUrl: keycloakUrl,
    clientId: "security-admin-console",
    logo: "/logo.svg",
    logoUrl: "",
    resourceUrl: ".",
  });
  const headers = {
    "Content-Security-Policy": consolePolicy(hashes, [keycloakUrl]),
    "X-Frame-Options": "SAMEORIGIN",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
  };

  const server: Server = createServer(async (req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? "/", "http://cdn").pathname);
    if (!path.startsWith(CDN_PATH)) return void res.writeHead(404).end();
    const file = normalize(path.slice(CDN_PATH.length)).replace(/^(\.\.[/\\])+/, "");
    if (file === "." || file === "" || file === "index.html") {
      res.writeHead(200, { ...headers, "Content-Type": TYPES[".html"], "Cache-Control": "no-cache" }).end(page);
      return;
    }
    try {
      const body = await readFile(join(outDir, file));
      setCacheHeaders(res, file);
      res.writeHead(200, { "Content-Type": TYPES[extname(file)] ?? "application/octet-stream" }).end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "localhost", resolve));
  const origin = `http://localhost:${(server.address() as AddressInfo).port}`;
  return {
    url: `${origin}${CDN_PATH}`,
    origin,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
