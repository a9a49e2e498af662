"use client";

import type KeyStoreConfig from "@keycloak/keycloak-admin-client/lib/defs/keystoreConfig.js";
import { useQuery } from "@tanstack/react-query";
import { useAdminClient } from "@/lib/console-context";
import { useAdminMutation } from "../adminMutation";
import { clientKeys } from "./keys";

/** Where a client keeps a key pair: jwt.credential (OpenID Connect), saml.signing or saml.encryption. */
export type CertificateAttr = "jwt.credential" | "saml.signing" | "saml.encryption";

/** The formats Keycloak's import dialog offers for a certificate or public key. */
export const KEY_IMPORT_FORMATS = ["Certificate PEM", "Public Key PEM", "JSON Web Key Set"] as const;
export type KeyImportFormat = (typeof KEY_IMPORT_FORMATS)[number];

/** GET /clients/{id}/certificates/{attr}: the certificate, public key and kid the client holds there. */
export function useClientCertificate(realm: string, id: string, attr: CertificateAttr) {
  const adminClient = useAdminClient();
  return useQuery({
    queryKey: clientKeys.part(realm, id, "certificates", attr),
    queryFn: () => adminClient.clients.getKeyInfo({ realm, id, attr }),
  });
}

/** POST certificates/{attr}/generate: a new key pair and self-signed certificate replace the old ones. */
export function useGenerateCertificate(realm: string, id: string, attr: CertificateAttr) {
  const adminClient = useAdminClient();
  return useAdminMutation(() => adminClient.clients.generateKey({ realm, id, attr }), {
    successKey: "generateSuccess",
    errorKey: "generateError",
    keys: () => [clientKeys.detail(realm, id)],
  });
}

export type KeyUpload = { format: KeyImportFormat; file: string };

/** POST certificates/{attr}/upload-certificate with the form Keycloak's import dialog sends (no private key). */
export function useUploadCertificate(realm: string, id: string, attr: CertificateAttr) {
  const adminClient = useAdminClient();
  return useAdminMutation(
    ({ format, file }: KeyUpload) => {
      const form = new FormData();
      form.append("keystoreFormat", format);
      form.append("file", new Blob([file], { type: "text/plain" }));
      return adminClient.clients.uploadCertificate({ realm, id, attr }, form);
    },
    { successKey: "importSuccess", errorKey: "importError", keys: () => [clientKeys.detail(realm, id)] },
  );
}

/**
 * POST certificates/{attr}/generate-and-download: a new key pair whose private key only the downloaded keystore
 * holds; the server keeps the certificate.
 */
export function useGenerateAndDownloadKey(realm: string, id: string, attr: CertificateAttr) {
  const adminClient = useAdminClient();
  return useAdminMutation(
    (config: KeyStoreConfig) => adminClient.clients.generateAndDownloadKey({ realm, id, attr }, config),
    { successKey: "generateSuccess", errorKey: "generateError", keys: () => [clientKeys.detail(realm, id)] },
  );
}
