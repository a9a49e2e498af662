"use client";

import { useState } from "react";
import { Button, HStack, Input } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import { FieldShell } from "@/components/kit/form";
import { useConfigImport } from "./useConfigImport";

/**
 * The provider's discovery document URL, whose endpoints and keys the import fills in (editable afterwards); as wide
 * as the form, like the redirect URI above it, for a URL is long.
 */
export function OidcDiscoveryField({ realm, providerId }: { realm: string; providerId: string }) {
  const t = useTranslations();
  const [url, setUrl] = useState("");
  const configImport = useConfigImport(realm);
  return (
    <FieldShell label={t("discoveryEndpoint")} help={t("discoveryEndpointHelp")}>
      <HStack gap="2" width="full">
        <Input
          flex="1"
          minW="0"
          name="discoveryEndpoint"
          type="url"
          value={url}
          placeholder={t("discoveryEndpointPlaceholder")}
          onChange={(event) => setUrl(event.target.value)}
        />
        <Button
          variant="outline"
          loading={configImport.pending}
          disabled={!url.trim()}
          onClick={() => void configImport.run({ providerId, fromUrl: url.trim() })}
        >
          {t("import")}
        </Button>
      </HStack>
    </FieldShell>
  );
}
