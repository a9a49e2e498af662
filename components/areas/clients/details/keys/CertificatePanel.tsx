"use client";

import { useState } from "react";
import { Button, Field, HStack, Stack, Text, Textarea } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import { QueryState } from "@/components/kit/screen/QueryState";
import { useConfirmDialog } from "@/components/kit/ui/ConfirmDialog";
import {
  useClientCertificate,
  useGenerateCertificate,
  type CertificateAttr,
  type KeyUpload,
} from "@/lib/queries/clients";
import { downloadFile } from "@/lib/download";
import { GenerateKeyDialog } from "./GenerateKeyDialog";
import { ImportKeyDialog } from "./ImportKeyDialog";

export type CertificatePanelProps = {
  realm: string;
  clientId: string;
  /** Names the file an export is saved as. */
  clientName: string;
  attr: CertificateAttr;
  readOnly: boolean;
  formats?: readonly KeyUpload["format"][];
  /** Generate through a downloaded keystore (OpenID Connect), as Keycloak's console does, instead of on the server. */
  keystoreOnGenerate?: boolean;
};

const asPem = (certificate: string) =>
  `-----BEGIN CERTIFICATE-----\n${certificate.match(/.{1,64}/g)?.join("\n") ?? ""}\n-----END CERTIFICATE-----\n`;

/** The certificate (or public key) the client keeps under `attr`, with generate, import and export. */
export function CertificatePanel(props: CertificatePanelProps) {
  const { realm, clientId, clientName, attr, readOnly, formats, keystoreOnGenerate } = props;
  const t = useTranslations();
  const info = useClientCertificate(realm, clientId, attr);
  const generate = useGenerateCertificate(realm, clientId, attr);
  const [importing, setImporting] = useState(false);
  const [generating, setGenerating] = useState(false);
  const [askGenerate, generateDialog] = useConfirmDialog({
    titleKey: "confirmGenerateKeysTitle",
    messageKey: "confirmGenerateKeysBody",
    continueKey: "yes",
    onConfirm: () => generate.mutateAsync(undefined).catch(() => undefined),
  });

  return (
    <Stack gap="4">
      {generateDialog}
      {keystoreOnGenerate && (
        <GenerateKeyDialog
          realm={realm}
          clientId={clientId}
          attr={attr}
          open={generating}
          onClose={() => setGenerating(false)}
        />
      )}
      <ImportKeyDialog
        realm={realm}
        clientId={clientId}
        attr={attr}
        formats={formats}
        open={importing}
        onClose={() => setImporting(false)}
      />
      <QueryState query={info}>
        {(data) => (
          <Stack gap="3">
            {data.certificate && (
              <Field.Root readOnly>
                <Field.Label>{t("certificate")}</Field.Label>
                <Textarea value={data.certificate} readOnly rows={5} fontFamily="mono" fontSize="xs" />
              </Field.Root>
            )}
            {!data.certificate && data.publicKey && (
              <Field.Root readOnly>
                <Field.Label>{t("publicKey")}</Field.Label>
                <Textarea value={data.publicKey} readOnly rows={5} fontFamily="mono" fontSize="xs" />
              </Field.Root>
            )}
            {data.kid && <Text fontSize="sm">{t("kidValue", { kid: data.kid })}</Text>}
            {!data.certificate && !data.publicKey && <Text color="fg.muted">{t("noKeys")}</Text>}
            {!readOnly && (
              <HStack gap="3" wrap="wrap">
                <Button
                  variant="outline"
                  loading={generate.isPending}
                  onClick={keystoreOnGenerate ? () => setGenerating(true) : askGenerate}
                >
                  {t("generateNewKeys")}
                </Button>
                <Button variant="outline" onClick={() => setImporting(true)}>
                  {t("importKey")}
                </Button>
                {data.certificate && (
                  <Button
                    variant="ghost"
                    onClick={() =>
                      downloadFile(`${clientName}-${attr}.pem`, asPem(data.certificate!), "application/x-pem-file")
                    }
                  >
                    {t("exportCertificate")}
                  </Button>
                )}
              </HStack>
            )}
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
