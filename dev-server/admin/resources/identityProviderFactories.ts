// What goes through an identity-provider factory rather than an instance: GET /identity-provider/providers/{id}
// (the factory's description; an unknown one is JAX-RS's bare 400) and POST /identity-provider/import-config,
// Keycloak's IdentityProvidersResource.importFrom. A JSON body {providerId, fromUrl} has the server fetch the
// metadata (and answers its URL as metadataDescriptorUrl); a multipart body with providerId and file parses the
// uploaded document. A social provider's factory reads nothing from a document; a document that cannot be fetched
// or read, or an unknown kind, fails as Keycloak does, with a 500.
import type { Request, Response, Router } from "express";
import { IDP_MANAGE, IDP_VIEW } from "../../realm/adminRoles.js";
import { STATIC_SERVER_INFO } from "../core/serverInfoData.js";
import { FACTORY_PROPERTIES } from "../../realm/broker/identityProviderFactoryProperties.js";
import { MetadataParseError, oidcConfigFromDiscovery } from "../../realm/oidcProviderMetadata.js";
import { noSpaceProblem } from "../../realm/realmNames.js";
import { samlConfigFromDescriptor } from "../../realm/samlMetadata.js";
import type { AdminContext } from "../context.js";
import { jsonBody, param, serverError } from "../http.js";
import { inRealm } from "./lib/route.js";

const PARSERS: Record<string, (text: string) => Record<string, string>> = {
  oidc: oidcConfigFromDiscovery,
  "keycloak-oidc": oidcConfigFromDiscovery,
  saml: samlConfigFromDescriptor,
};
const MAX_DOCUMENT_BYTES = 1024 * 1024;
const FETCH_TIMEOUT_MS = 10_000;

/** JAX-RS's bare BadRequestException, as Keycloak throws it for a request missing its parts */
function bareBadRequest(res: Response): void {
  res.status(400).json({ error: "HTTP 400 Bad Request" });
}

async function fetchDocument(url: string): Promise<string> {
  const unreachable = new MetadataParseError(`Could not fetch the metadata from ${url}`);
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw unreachable;
  }
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:") throw unreachable;
  try {
    const response = await fetch(parsed, { redirect: "follow", signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
    const body = await response.arrayBuffer();
    if (!response.ok || body.byteLength > MAX_DOCUMENT_BYTES) throw unreachable;
    return new TextDecoder().decode(body);
  } catch {
    throw unreachable;
  }
}

async function readMultipart(req: Request): Promise<FormData | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += chunk.length;
    if (size > MAX_DOCUMENT_BYTES * 2) return undefined;
    chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  }
  try {
    return await new Request("http://upload.invalid/", {
      method: "POST",
      headers: { "content-type": req.get("content-type") ?? "" },
      body: Buffer.concat(chunks),
    }).formData();
  } catch {
    return undefined;
  }
}

/** the config the provider's factory reads from the document, or undefined when the answer is already sent */
async function parseWith(
  res: Response,
  providerId: string,
  read: () => Promise<string>,
): Promise<Record<string, string> | undefined> {
  if (!FACTORIES.some((factory) => factory.id === providerId)) return void serverError(res);
  try {
    const text = await read();
    return PARSERS[providerId]?.(text) ?? {};
  } catch (error) {
    if (error instanceof MetadataParseError) return void serverError(res, error.answer);
    throw error;
  }
}

async function importFromUrl(req: Request, res: Response): Promise<void> {
  const body = jsonBody(req);
  if (typeof body.providerId !== "string" || typeof body.fromUrl !== "string") return bareBadRequest(res);
  // ReservedCharValidator's refusal is answered as `error`
  const aliasProblem = typeof body.alias === "string" ? noSpaceProblem(body.alias) : undefined;
  if (aliasProblem) return void res.status(400).json({ error: aliasProblem });
  const fromUrl = body.fromUrl;
  const config = await parseWith(res, body.providerId, () => fetchDocument(fromUrl));
  if (config) res.json({ ...config, metadataDescriptorUrl: fromUrl });
}

async function importFromFile(req: Request, res: Response): Promise<void> {
  const form = await readMultipart(req);
  const providerId = form?.get("providerId");
  const file = form?.get("file");
  if (typeof providerId !== "string" || !file) return bareBadRequest(res);
  const config = await parseWith(res, providerId, async () => (typeof file === "string" ? file : file.text()));
  if (config) res.json(config);
}

const FACTORIES = [...(STATIC_SERVER_INFO.identityProviders ?? []), ...(STATIC_SERVER_INFO.socialProviders ?? [])];

export function registerIdentityProviderFactories(router: Router, ctx: AdminContext): void {
  router.get(
    "/realms/:realm/identity-provider/providers/:providerId",
    inRealm(ctx, IDP_VIEW, (req, res) => {
      const factory = FACTORIES.find((entry) => entry.id === param(req, "providerId"));
      if (!factory) return bareBadRequest(res);
      res.json({
        name: factory.name,
        id: factory.id,
        configProperties: FACTORY_PROPERTIES[factory.id] ?? [],
        helpText: "",
        configMetadata: [],
      });
    }),
  );
  router.post(
    "/realms/:realm/identity-provider/import-config",
    inRealm(ctx, IDP_MANAGE, (req, res) =>
      req.is("multipart/form-data") ? importFromFile(req, res) : importFromUrl(req, res),
    ),
  );
}
