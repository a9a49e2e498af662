"use client";

import { useParams } from "@tanstack/react-router";
import type { UserProfileConfig } from "@keycloak/keycloak-admin-client/lib/defs/userProfileMetadata.js";
import { Box } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import { PageNotFound } from "@/components/kit/screen/PageNotFound";
import { LoadingSpinner } from "@/components/kit/ui/LoadingSpinner";
import { PageHeader } from "@/components/kit/screen/PageHeader";
import { QueryError } from "@/components/kit/ui/QueryError";
import { useClientScopeNames } from "@/lib/queries/clientScopes";
import { useUserProfileSettings } from "@/lib/queries/userProfile";
import { useRealmName } from "@/lib/router/useRealmName";
import { AttributeForm } from "./AttributeForm";

/**
 * /{realm}/realm-settings/user-profile/attributes/add-attribute and .../{attributeName}/edit-attribute: one
 * attribute of the user profile, saved with the whole configuration.
 */
export default function AttributeScreen() {
  const t = useTranslations();
  const realm = useRealmName();
  const { attributeName } = useParams({ strict: false });
  const config = useUserProfileSettings(realm);
  const scopes = useClientScopeNames(realm);
  const stored =
    attributeName === undefined ? undefined : config.data?.attributes?.find((a) => a.name === attributeName);

  return (
    <Box>
      <PageHeader
        title={attributeName ?? t("createAttribute")}
        subtitle={attributeName ? t("editAttribute") : undefined}
      />
      <Box px="6" py="6">
        {config.isError ? (
          <QueryError query={config} />
        ) : scopes.isError ? (
          <QueryError query={scopes} />
        ) : !config.data || !scopes.data ? (
          <LoadingSpinner />
        ) : attributeName !== undefined && !stored ? (
          <PageNotFound />
        ) : (
          <AttributeForm
            key={attributeName ?? ""}
            realm={realm}
            config={config.data as UserProfileConfig}
            stored={stored}
            scopes={scopes.data}
          />
        )}
      </Box>
    </Box>
  );
}
