"use client";

import { useState } from "react";
import { Button, HStack } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import { DataTable, type DataTableColumn } from "@/components/kit/data-table";
import { FormattedDate } from "@/components/kit/ui/FormattedDate";
import { TruncatedText } from "@/components/kit/ui/TruncatedText";
import { KEY_STATUSES, useKeysListSource, type KeyRow, type KeyStatus } from "@/lib/queries/keyProviders";
import { KeyStatusSelect } from "./KeyStatusSelect";
import { KeyTextDialog } from "./KeyTextDialog";
import { ProviderLink } from "./ProviderLink";

type KeysListTabProps = { realm: string; realmId: string };

type Shown = { title: string; text: string };

/**
 * A key's short code (algorithm, type, use) on one line: the table's text breaks anywhere to fit, and "ENC" broken
 * into "EN" and "C", or "RSA-OAEP" into two, reads as two values. The key id, long and opaque, wraps instead.
 */
const code = (value: string | undefined) => value && <TruncatedText text={value} nowrap maxW="xs" />;

/** The realm's keys of one status (active first, as Keycloak opens it), with their public key and certificate. */
export function KeysListTab({ realm, realmId }: KeysListTabProps) {
  const t = useTranslations();
  const [status, setStatus] = useState<KeyStatus>(KEY_STATUSES[0]);
  const [shown, setShown] = useState<Shown>();
  const source = useKeysListSource(realm, realmId, status);

  const columns: DataTableColumn<KeyRow>[] = [
    { id: "algorithm", header: t("algorithm"), cell: ({ row }) => code(row.original.algorithm) },
    { id: "type", header: t("type"), cell: ({ row }) => code(row.original.type) },
    { id: "kid", header: t("kid"), cell: ({ row }) => row.original.kid },
    { id: "use", header: t("use"), cell: ({ row }) => code(row.original.use) },
    {
      id: "provider",
      header: t("provider"),
      cell: ({ row }) =>
        row.original.providerId && row.original.providerName && row.original.providerType ? (
          <ProviderLink
            realm={realm}
            id={row.original.providerId}
            providerType={row.original.providerType}
            name={row.original.providerName}
          />
        ) : (
          row.original.providerId
        ),
    },
    {
      id: "validTo",
      header: t("validTo"),
      cell: ({ row }) => <FormattedDate time={row.original.validTo ? Number(row.original.validTo) : undefined} />,
    },
    {
      id: "publicKeys",
      header: t("publicKeys"),
      cell: ({ row }) => {
        const { publicKey, certificate } = row.original;
        return (
          <HStack gap="2">
            {publicKey && (
              <Button size="xs" variant="outline" onClick={() => setShown({ title: t("publicKey"), text: publicKey })}>
                {t("publicKey")}
              </Button>
            )}
            {certificate && (
              <Button
                size="xs"
                variant="outline"
                onClick={() => setShown({ title: t("certificate"), text: certificate })}
              >
                {t("certificate")}
              </Button>
            )}
          </HStack>
        );
      },
    },
  ];

  return (
    <>
      {shown && <KeyTextDialog title={shown.title} text={shown.text} onClose={() => setShown(undefined)} />}
      <DataTable<KeyRow>
        source={source}
        columns={columns}
        ariaLabelKey="keysList"
        searchPlaceholderKey="searchKey"
        getRowId={(row, index) => row.kid ?? String(index)}
        urlStatePrefix="keys"
        toolbar={() => <KeyStatusSelect value={status} onChange={setStatus} />}
        emptyState={{ messageKey: "emptyKeysList", instructionsKey: "noKeysDescription" }}
      />
    </>
  );
}
