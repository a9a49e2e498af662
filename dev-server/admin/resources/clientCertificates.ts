// The keys and certificates a client keeps in its attributes under a prefix (jwt.credential, saml.signing,
// saml.encryption): {prefix}.certificate / .public.key / .private.key / .kid, or for an OpenID Connect client a JSON
// Web Key Set in use.jwks.string / jwks.string, as Keycloak's CertificateInfoHelper stores them. PEM values are kept as
// Keycloak keeps them: base64 DER without the BEGIN/END lines.
import { generateKeyPair, createPublicKey, X509Certificate, type KeyObject } from "node:crypto";
import { promisify } from "node:util";
import type { Request, Response, Router } from "express";
import type CertificateRepresentation from "@keycloak/keycloak-admin-client/lib/defs/certificateRepresentation.js";
import type { AdminContext } from "../context.js";
import { badRequest, formBody, param } from "../http.js";
import { CLIENTS_MANAGE, CLIENTS_VIEW } from "../../realm/adminRoles.js";
import { type ClientRecord, clientOr404 } from "./lib/lookups.js";
import { inRealm, recordWrite } from "./lib/route.js";
import { selfSignedCertificate } from "../../realm/realmKeys.js";

const USE_JWKS = "use.jwks.string";
const JWKS = "jwks.string";
const PARTS = { certificate: "certificate", publicKey: "public.key", privateKey: "private.key", kid: "kid" } as const;

const isOidc = (client: ClientRecord) => (client.protocol ?? "openid-connect") === "openid-connect";
const stripPem = (pem: string) => pem.replace(/-----(BEGIN|END)[^-]*-----/g, "").replace(/\s+/g, "");

/** the "sig" key of a JSON Web Key Set as Keycloak shows it: its public key and kid; undefined when it has none */
function jwksSigningKey(jwks: string): CertificateRepresentation | undefined {
  let keys: unknown;
  try {
    keys = (JSON.parse(jwks) as { keys?: unknown }).keys;
  } catch {
    return undefined;
  }
  if (!Array.isArray(keys)) return undefined;
  const jwk = keys.find((k: { use?: string }) => k && (k.use === undefined || k.use === "sig")) as
    (JsonWebKey & { kid?: string }) | undefined;
  if (!jwk) return undefined;
  try {
    const der = createPublicKey({ key: jwk, format: "jwk" }).export({ format: "der", type: "spki" });
    return { publicKey: der.toString("base64"), kid: jwk.kid };
  } catch {
    return undefined;
  }
}

export function certificateInfo(client: ClientRecord, prefix: string): CertificateRepresentation {
  const attributes = client.attributes ?? {};
  if (isOidc(client) && attributes[USE_JWKS] === "true") return jwksSigningKey(attributes[JWKS] ?? "") ?? {};
  const info: CertificateRepresentation = {};
  for (const [field, suffix] of Object.entries(PARTS)) {
    const value = attributes[`${prefix}.${suffix}`];
    if (value !== undefined) info[field as keyof typeof PARTS] = value;
  }
  return info;
}

export function storeInfo(client: ClientRecord, prefix: string, info: CertificateRepresentation): void {
  const attributes: Record<string, string> = { ...(client.attributes ?? {}) };
  for (const [field, suffix] of Object.entries(PARTS)) {
    const value = info[field as keyof typeof PARTS];
    if (value === undefined) delete attributes[`${prefix}.${suffix}`];
    else attributes[`${prefix}.${suffix}`] = value;
  }
  if (isOidc(client)) {
    delete attributes[USE_JWKS];
    delete attributes[JWKS];
  }
  client.attributes = attributes;
}

function storeJwks(client: ClientRecord, prefix: string, jwks: string): void {
  const attributes: Record<string, string> = { ...(client.attributes ?? {}) };
  for (const suffix of Object.values(PARTS)) delete attributes[`${prefix}.${suffix}`];
  client.attributes = { ...attributes, [USE_JWKS]: "true", [JWKS]: jwks };
}

/** a new RSA key pair and a self-signed certificate for it, subject CN={clientId}, valid three years as in Keycloak.
 * Keycloak makes 4096-bit keys; here the default is 2048 bits, since a 4096-bit key can take the dev server many
 * seconds on a busy machine and the console only ever shows the certificate. */
export async function generateCertificate(
  clientId: string,
  keySize = 2048,
  years = 3,
): Promise<CertificateRepresentation> {
  const { privateKey } = await promisify(generateKeyPair)("rsa", { modulusLength: keySize });
  const pkcs8 = privateKey.export({ format: "der", type: "pkcs8" });
  return {
    privateKey: pkcs8.toString("base64"),
    certificate: selfSignedCertificate(pkcs8, clientId, new Date(), years),
  };
}

function readPublicKey(pem: string): KeyObject | undefined {
  try {
    return createPublicKey({ key: Buffer.from(stripPem(pem), "base64"), format: "der", type: "spki" });
  } catch {
    return undefined;
  }
}

type Upload = { info: CertificateRepresentation; jwks?: string } | { error: string };

/** what an uploaded file holds, by the keystore format Keycloak's console names */
function readUpload(form: Record<string, string>, client: ClientRecord): Upload {
  const format = form.keystoreFormat;
  const file = form.file ?? "";
  if (format === "Certificate PEM") {
    const der = stripPem(file);
    // an empty file is taken as an empty certificate, as Keycloak takes it
    if (!der) return { info: { certificate: "" } };
    try {
      new X509Certificate(Buffer.from(der, "base64"));
    } catch {
      return { error: "Invalid certificate PEM" };
    }
    return { info: { certificate: der } };
  }
  if (format === "Public Key PEM") {
    if (!readPublicKey(file)) return { error: "Invalid public key PEM" };
    return { info: { publicKey: file } };
  }
  if (format === "JSON Web Key Set") {
    const info = jwksSigningKey(file);
    if (!info) return { error: "certificate-not-found" };
    return isOidc(client) ? { info, jwks: file } : { info };
  }
  return { error: `Keystore format ${format} is not supported` };
}

export function registerClientCertificates(router: Router, ctx: AdminContext): void {
  const base = "/realms/:realm/clients/:id/certificates/:attr";
  const event = (req: Request, client: ClientRecord, suffix: string, info: CertificateRepresentation) => ({
    operationType: "ACTION" as const,
    resourceType: "CLIENT",
    resourcePath: `clients/${client.id}/certificates/${param(req, "attr")}${suffix}`,
    representation: { ...info, privateKey: info.privateKey === undefined ? undefined : "**********" },
  });

  router.get(
    base,
    inRealm(ctx, CLIENTS_VIEW, (req, res, realm) => {
      const client = clientOr404(realm, req, res);
      if (client) res.json(certificateInfo(client, param(req, "attr")));
    }),
  );
  router.post(
    `${base}/generate`,
    inRealm(ctx, CLIENTS_MANAGE, async (req, res, realm) => {
      const client = clientOr404(realm, req, res);
      if (!client) return;
      const info = await generateCertificate(client.clientId);
      storeInfo(client, param(req, "attr"), info);
      recordWrite(ctx, req, realm, event(req, client, "/generate", info));
      res.json(info);
    }),
  );
  for (const suffix of ["/upload", "/upload-certificate"]) {
    router.post(
      `${base}${suffix}`,
      inRealm(ctx, CLIENTS_MANAGE, async (req, res: Response, realm) => {
        const client = clientOr404(realm, req, res);
        if (!client) return;
        const form = await formBody(req);
        if (!form.keystoreFormat) return void res.status(400).json({ error: "keystoreFormat cannot be null" });
        if (form.file === undefined) return void res.status(400).json({ error: "file cannot be empty" });
        const upload = readUpload(form, client);
        if ("error" in upload) {
          if (upload.error === "certificate-not-found")
            return void res.status(400).json({
              error: "certificate-not-found",
              error_description: "Certificate or key with given alias not found in the keystore",
            });
          return badRequest(res, upload.error);
        }
        const prefix = param(req, "attr");
        if (upload.jwks) storeJwks(client, prefix, upload.jwks);
        else storeInfo(client, prefix, upload.info);
        recordWrite(ctx, req, realm, event(req, client, suffix, upload.info));
        res.json(upload.info);
      }),
    );
  }
}
