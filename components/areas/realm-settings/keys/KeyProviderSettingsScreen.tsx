"use client";

import { FormAccess } from "@/components/kit/form";
import { useParams } from "@tanstack/react-router";
import { PageNotFound } from "@/components/kit/screen/PageNotFound";
import { QueryState } from "@/components/kit/screen/QueryState";
import { useServerInfo } from "@/lib/console-context";
import type { ConfigProperty } from "@/lib/dynamic-config/configProperty";
import { KEY_PROVIDER_TYPE, useKeyProvider } from "@/lib/queries/keyProviders";
import { KeyProviderSettingsForm } from "./KeyProviderSettingsForm";
import { keyProviderSettingsPath } from "./keysTabs";

/** /{realm}/realm-settings/keys/providers/{id}/{providerType}/settings: one key provider's settings. */
export default function KeyProviderSettingsScreen() {
  const { realm, id, providerType } = useParams({ from: keyProviderSettingsPath });
  const provider = useKeyProvider(realm, id);
  const type = useServerInfo().componentTypes?.[KEY_PROVIDER_TYPE]?.find((known) => known.id === providerType);
  return (
    <FormAccess manage={["manage-realm"]}>
      <QueryState query={provider}>
        {(stored) =>
          type && stored.providerId === providerType ? (
            <KeyProviderSettingsForm realm={realm} provider={stored} properties={type.properties as ConfigProperty[]} />
          ) : (
            <PageNotFound />
          )
        }
      </QueryState>
    </FormAccess>
  );
}
