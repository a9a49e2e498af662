// certificates/{attr}/download and /generate-and-download: a keystore file (JKS or PKCS12, the formats the server info
// lists) with the client's key pair or certificate and, unless asked not to, the realm's certificate, as Keycloak's
// ClientAttributeCertificateResource writes it. generate-and-download keeps only the new certificate on the server.
import type { Request, Response, Router } from "express";
import type { AdminContext } from "../context.js";
import { jsonBody, notFound, param } from "../http.js";
import { CLIENTS_MANAGE, CLIENTS_VIEW } from "../../realm/adminRoles.js";
import { type ClientRecord, clientOr404 } from "./lib/lookups.js";
import { inRealm, recordWrite } from "./lib/route.js";
import { certificateInfo, generateCertificate, storeInfo } from "./clientCertificates.js";
import { KEYSTORE_FORMATS, type KeystoreFormat, writeKeystore } from "../../realm/keystores.js";
import { realmSigningKey } from "../../oidc/realmSigningKey.js";
import type { RealmData } from "../../store/model.js";

interface KeyStoreConfig {
  format?: string;
  keyAlias?: string;
  keyPassword?: string;
  storePassword?: string;
  realmAlias?: string;
  realmCertificate?: boolean;
  keySize?: number;
  validity?: number;
}

const MAX_KEY_SIZE = 8192;
const MAX_VALIDITY_YEARS = 100;

const passwordMissing = (res: Response, description: string) =>
  void res.status(400).json({ error: "password-missing", error_description: description });

/** the format, or undefined after Keycloak's 406 for one it does not support */
function formatOr406(res: Response, config: KeyStoreConfig): KeystoreFormat | undefined {
  const format = KEYSTORE_FORMATS.find((f) => f === config.format?.toUpperCase());
  if (!format)
    res
      .status(406)
      .json({ error: `Not supported keystore format. Supported keystore formats: [${KEYSTORE_FORMATS.join(", ")}]` });
  return format;
}

async function keystore(
  ctx: AdminContext,
  realm: RealmData,
  client: ClientRecord,
  config: KeyStoreConfig,
  format: KeystoreFormat,
  pair: { privateKey?: string; certificate: string },
): Promise<Buffer> {
  const trusted = [];
  if (config.realmCertificate !== false) {
    const realmCertificate = (await realmSigningKey(ctx.store, realm)).publicJwk.x5c?.[0];
    if (realmCertificate)
      trusted.push({
        alias: config.realmAlias ?? realm.rep.realm,
        certificate: Buffer.from(realmCertificate, "base64"),
      });
  }
  return writeKeystore(format, {
    alias: config.keyAlias ?? client.clientId,
    privateKey: pair.privateKey ? Buffer.from(pair.privateKey, "base64") : undefined,
    certificate: Buffer.from(pair.certificate, "base64"),
    keyPassword: config.keyPassword?.trim(),
    storePassword: config.storePassword!.trim(),
    trusted,
  });
}

const sendFile = (res: Response, file: Buffer) => void res.type("application/octet-stream").send(file);

export function registerClientKeystores(router: Router, ctx: AdminContext): void {
  const base = "/realms/:realm/clients/:id/certificates/:attr";
  const config = (req: Request) => jsonBody<KeyStoreConfig>(req);

  router.post(
    `${base}/download`,
    inRealm(ctx, CLIENTS_VIEW, async (req, res, realm) => {
      const client = clientOr404(realm, req, res);
      if (!client) return;
      const format = formatOr406(res, config(req));
      if (!format) return;
      const { privateKey, certificate } = certificateInfo(client, param(req, "attr"));
      if (!certificate) return notFound(res, "keypair not generated for client");
      if (privateKey && config(req).keyPassword === undefined)
        return passwordMissing(res, "Need to specify a key password for jks download");
      if (config(req).storePassword === undefined)
        return passwordMissing(res, "Need to specify a store password for jks download");
      sendFile(res, await keystore(ctx, realm, client, config(req), format, { privateKey, certificate }));
    }),
  );

  router.post(
    `${base}/generate-and-download`,
    inRealm(ctx, CLIENTS_MANAGE, async (req, res, realm) => {
      const client = clientOr404(realm, req, res);
      if (!client) return;
      const format = formatOr406(res, config(req));
      if (!format) return;
      const { keyPassword, storePassword, keySize, validity } = config(req);
      // a key that takes minutes to make, or a date past what a certificate can say, is refused rather than tried
      if (
        (keySize !== undefined && keySize > MAX_KEY_SIZE) ||
        (validity !== undefined && validity > MAX_VALIDITY_YEARS)
      )
        return void res.status(400).json({
          error: "invalid_input",
          error_description: `Key size must be at most ${MAX_KEY_SIZE} and validity at most ${MAX_VALIDITY_YEARS} years`,
        });
      if (keyPassword === undefined)
        return passwordMissing(res, "Need to specify a key password for jks generation and download");
      if (storePassword === undefined)
        return passwordMissing(res, "Need to specify a store password for jks generation and download");
      const generated = await generateCertificate(
        client.clientId,
        keySize && keySize > 0 ? keySize : undefined,
        validity && validity > 0 ? validity : undefined,
      );
      const file = await keystore(ctx, realm, client, config(req), format, {
        privateKey: generated.privateKey,
        certificate: generated.certificate!,
      });
      const kept = { certificate: generated.certificate };
      storeInfo(client, param(req, "attr"), kept);
      recordWrite(ctx, req, realm, {
        operationType: "ACTION",
        resourceType: "CLIENT",
        resourcePath: `clients/${client.id}/certificates/${param(req, "attr")}/generate-and-download`,
        representation: kept,
      });
      sendFile(res, file);
    }),
  );
}
