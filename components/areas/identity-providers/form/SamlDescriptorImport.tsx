"use client";

import { useRef, useState } from "react";
import { Button, HStack, Input } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import { FieldShell } from "@/components/kit/form";
import { useConfigImport } from "./useConfigImport";

/**
 * The IdP's SAML entity descriptor, from its URL or from a file, which the server reads (import-config) into the SSO
 * and SLO URLs, NameID format, bindings and signing settings.
 */
export function SamlDescriptorImport({ realm }: { realm: string }) {
  const t = useTranslations();
  const [url, setUrl] = useState("");
  const fileInput = useRef<HTMLInputElement>(null);
  const configImport = useConfigImport(realm);
  const importFile = async (file: File | undefined) => {
    if (file) await configImport.run({ providerId: "saml", file: await file.text() });
    if (fileInput.current) fileInput.current.value = "";
  };
  return (
    <>
      <FieldShell label={t("samlEntityDescriptor")} help={t("samlEntityDescriptorHelp")}>
        <HStack gap="2">
          <Input name="samlEntityDescriptor" type="url" value={url} onChange={(event) => setUrl(event.target.value)} />
          <Button
            variant="outline"
            loading={configImport.pending}
            disabled={!url.trim()}
            onClick={() => void configImport.run({ providerId: "saml", fromUrl: url.trim() })}
          >
            {t("import")}
          </Button>
        </HStack>
      </FieldShell>
      <FieldShell label={t("importConfig")} help={t("importConfigHelp")}>
        <Input
          ref={fileInput}
          name="samlDescriptorFile"
          type="file"
          accept=".xml,text/xml,application/xml,application/samlmetadata+xml"
          p="1"
          onChange={(event) => void importFile(event.target.files?.[0])}
        />
      </FieldShell>
    </>
  );
}
