"use client";

import type { ReactNode } from "react";
import { Badge, Box, Heading, Stack } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import { FormAccess } from "@/components/kit/form";
import { PageNotFound } from "@/components/kit/screen/PageNotFound";
import { PageHeader } from "@/components/kit/screen/PageHeader";
import { QueryState } from "@/components/kit/screen/QueryState";
import { useRealmName } from "@/lib/router/useRealmName";
import { findNamed, nameOf, type ClientPolicyKind, type Named } from "./clientPolicyKinds";
import { NameDescriptionForm } from "./NameDescriptionForm";
import { PartsTable } from "./PartsTable";

type ItemScreenProps<T extends Named> = {
  kind: ClientPolicyKind<T>;
  name: string;
  /** Sections after the executors or conditions (a policy's profiles). */
  more?(item: T, own: T[]): ReactNode;
};

/**
 * A client profile's or policy's description and its executors or conditions. Keycloak's global ones, and every one
 * for admins who may not manage the realm, are read-only.
 */
export function ItemScreen<T extends Named>({ kind, name, more }: ItemScreenProps<T>) {
  const t = useTranslations();
  const realm = useRealmName();
  const items = kind.useItems(realm);
  const save = kind.useSave(realm, kind.updated);

  return (
    <QueryState query={items}>
      {(data) => {
        const { mine, item } = findNamed(data, name);
        const own = data.own;
        if (!item) return <PageNotFound />;
        return (
          <Box>
            <PageHeader
              title={name}
              subtitle={t(kind.texts.explain)}
              badges={!mine && <Badge colorPalette="blue">{t("global")}</Badge>}
            />
            <FormAccess manage={["manage-realm"]} readOnly={!mine}>
              <Stack gap="8" px="6" py="6">
                <NameDescriptionForm
                  stored={{ name, description: item.description ?? "" }}
                  takenNames={[]}
                  formLabel={t(kind.texts.one)}
                  onSave={({ description }) =>
                    save.mutateAsync(own.map((i) => (nameOf(i) === name ? { ...i, description } : i)))
                  }
                />
                <Stack as="section" gap="3" aria-labelledby={`${kind.tab}-parts`}>
                  <Heading as="h2" size="md" id={`${kind.tab}-parts`}>
                    {t(kind.parts.table.label)}
                  </Heading>
                  <PartsTable realm={realm} kind={kind} owner={item} own={own} />
                </Stack>
                {more?.(item, own)}
              </Stack>
            </FormAccess>
          </Box>
        );
      }}
    </QueryState>
  );
}
