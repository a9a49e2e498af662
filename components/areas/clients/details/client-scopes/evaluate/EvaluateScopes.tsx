"use client";

import { useState } from "react";
import { HStack, Input, Stack, Tabs } from "@chakra-ui/react";
import type ClientRepresentation from "@keycloak/keycloak-admin-client/lib/defs/clientRepresentation.js";
import type UserRepresentation from "@keycloak/keycloak-admin-client/lib/defs/userRepresentation.js";
import { useTranslations } from "next-intl";
import { FieldShell, Typeahead } from "@/components/kit/form";
import { QueryState } from "@/components/kit/screen/QueryState";
import { effectiveScope, scopeParameter, useClientScopesOfClient, useUserMatches } from "@/lib/queries/clients";
import { CopyButton } from "./CopyButton";
import { EffectiveMappers } from "./EffectiveMappers";
import { EffectiveRoles } from "./EffectiveRoles";
import { GeneratedDocumentView } from "./GeneratedDocumentView";
import { SearchSelect } from "@/components/kit/form";

export type EvaluateScopesProps = { realm: string; client: ClientRepresentation };

const SECTIONS = ["mappers", "roles", "accessToken", "idToken", "userInfo"] as const;
type Section = (typeof SECTIONS)[number];

const SECTION_TITLES: Record<Section, string> = {
  mappers: "effectiveProtocolMappers",
  roles: "effectiveRoleScopeMappings",
  accessToken: "generatedAccessToken",
  idToken: "generatedIdToken",
  userInfo: "generatedUserInfo",
};

const userIdOf = (user: UserRepresentation) => user.id ?? "";
const usernameOf = (user: UserRepresentation) => user.username ?? "";
const emailOf = (user: UserRepresentation) => user.email;

const isSection = (value: string): value is Section => (SECTIONS as readonly string[]).includes(value);

/**
 * What a token of this client would hold: choose optional scopes and a user, then see the mappers and realm roles
 * that take part, and the access token, ID token and userinfo Keycloak generates for that user.
 */
export function EvaluateScopes({ realm, client }: EvaluateScopesProps) {
  const t = useTranslations();
  const id = client.id ?? "";
  const scopes = useClientScopesOfClient(realm, id, client.protocol ?? "openid-connect");
  const [optional, setOptional] = useState<string[]>([]);
  const [user, setUser] = useState<UserRepresentation>();
  const [section, setSection] = useState<Section>("mappers");
  const scope = scopeParameter(optional);
  const useMatches = (search: string) => useUserMatches(realm, search);

  return (
    <QueryState query={scopes}>
      {({ assigned }) => {
        const effective = effectiveScope(assigned, optional);
        const optionalNames = assigned.filter((entry) => entry.type === "optional").map((entry) => entry.name ?? "");
        return (
          <Stack gap="6" py="6">
            <Stack gap="4" maxW="3xl">
              <FieldShell label={t("evaluateOptionalScopes")} help={t("evaluateOptionalScopesHelp")}>
                <Typeahead
                  multiple
                  options={optionalNames.map((name) => ({ value: name, label: name }))}
                  value={optional}
                  onChange={setOptional}
                  ariaLabel={t("evaluateOptionalScopes")}
                />
              </FieldShell>
              <FieldShell label={t("evaluateUser")} help={t("evaluateUserHelp")}>
                <SearchSelect
                  value={user}
                  onChange={setUser}
                  useMatches={useMatches}
                  idOf={userIdOf}
                  labelOf={usernameOf}
                  detailOf={emailOf}
                  label={t("evaluateUser")}
                  placeholder={t("selectAUser")}
                />
              </FieldShell>
              <FieldShell label={t("effectiveScope")} help={t("effectiveScopeHelp")}>
                <HStack w="full">
                  <Input readOnly value={effective} aria-label={t("effectiveScope")} />
                  <CopyButton text={effective} />
                </HStack>
              </FieldShell>
            </Stack>
            <Tabs.Root
              value={section}
              onValueChange={({ value }) => isSection(value) && setSection(value)}
              variant="enclosed"
              lazyMount
              unmountOnExit
            >
              <Tabs.List flexWrap="wrap">
                {SECTIONS.map((name) => (
                  <Tabs.Trigger key={name} value={name}>
                    {t(SECTION_TITLES[name])}
                  </Tabs.Trigger>
                ))}
              </Tabs.List>
              <Tabs.Content value="mappers">
                <EffectiveMappers realm={realm} clientId={id} clientName={client.clientId ?? ""} scope={scope} />
              </Tabs.Content>
              <Tabs.Content value="roles">
                <EffectiveRoles realm={realm} clientId={id} scope={scope} />
              </Tabs.Content>
              {(["accessToken", "idToken", "userInfo"] as const).map((document) => (
                <Tabs.Content key={document} value={document}>
                  <GeneratedDocumentView
                    realm={realm}
                    clientId={id}
                    document={document}
                    scope={scope}
                    userId={user?.id}
                    label={t(SECTION_TITLES[document])}
                  />
                </Tabs.Content>
              ))}
            </Tabs.Root>
          </Stack>
        );
      }}
    </QueryState>
  );
}
