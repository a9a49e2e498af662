"use client";

import { Box } from "@chakra-ui/react";
import { useParams } from "@tanstack/react-router";
import { useTranslations } from "next-intl";
import { LoadingSpinner } from "@/components/kit/ui/LoadingSpinner";
import { PageNotFound } from "@/components/kit/screen/PageNotFound";
import { PageHeader } from "@/components/kit/screen/PageHeader";
import { QueryError } from "@/components/kit/ui/QueryError";
import { useUserProfileSettings } from "@/lib/queries/userProfile";
import { useRealmName } from "@/lib/router/useRealmName";
import { AttributesGroupForm } from "./AttributesGroupForm";

/** /{realm}/realm-settings/user-profile/attributesGroup/new and .../edit/{name}: one attributes group. */
export default function AttributesGroupScreen() {
  const t = useTranslations();
  const realm = useRealmName();
  const { name } = useParams({ strict: false });
  const config = useUserProfileSettings(realm);
  const stored = name === undefined ? undefined : config.data?.groups?.find((group) => group.name === name);

  return (
    <Box>
      <PageHeader
        title={name ?? t("createAttributesGroup")}
        subtitle={name === undefined ? undefined : t("editAttributesGroup")}
      />
      <Box px="6" py="6">
        {config.isError ? (
          <QueryError query={config} />
        ) : !config.data ? (
          <LoadingSpinner />
        ) : name !== undefined && !stored ? (
          <PageNotFound />
        ) : (
          <AttributesGroupForm key={name ?? ""} realm={realm} config={config.data} stored={stored} />
        )}
      </Box>
    </Box>
  );
}
