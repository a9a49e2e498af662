"use client";

import type RealmRepresentation from "@keycloak/keycloak-admin-client/lib/defs/realmRepresentation.js";
import { Tabs } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import { QueryState } from "@/components/kit/screen/QueryState";
import { useAccess } from "@/lib/console-context";
import { useRealm } from "@/lib/queries/realms";
import { useRealmName } from "@/lib/router/useRealmName";
import { CibaPolicyForm } from "./CibaPolicyForm";
import { OtpPolicyForm } from "./OtpPolicyForm";
import { PasswordPolicyForm } from "./PasswordPolicyForm";
import { WebauthnPolicyForm } from "./WebauthnPolicyForm";

/**
 * The realm's credential policies, one in-page tab each (the spec gives them no routes), each its own form with
 * its own save; admins without manage-realm read them.
 */
export function PoliciesTab() {
  const realm = useRealm(useRealmName());
  return <QueryState query={realm}>{(data) => <PolicyTabs realm={data} />}</QueryState>;
}

function PolicyTabs({ realm }: { realm: RealmRepresentation }) {
  const t = useTranslations();
  const readOnly = !useAccess().hasAny("manage-realm");
  const props = { realm, readOnly };
  return (
    // keyed by the realm, so the forms start again from the realm switched to
    <Tabs.Root key={realm.id} defaultValue="password" variant="subtle" pt="4" lazyMount>
      <Tabs.List aria-label={t("policies")}>
        <Tabs.Trigger value="password">{t("passwordPolicy")}</Tabs.Trigger>
        <Tabs.Trigger value="otp">{t("otpPolicy")}</Tabs.Trigger>
        <Tabs.Trigger value="webauthn">{t("webauthnPolicy")}</Tabs.Trigger>
        <Tabs.Trigger value="webauthnPasswordless">{t("webauthnPasswordlessPolicy")}</Tabs.Trigger>
        <Tabs.Trigger value="ciba">{t("cibaPolicy")}</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="password">
        <PasswordPolicyForm {...props} />
      </Tabs.Content>
      <Tabs.Content value="otp">
        <OtpPolicyForm {...props} />
      </Tabs.Content>
      <Tabs.Content value="webauthn">
        <WebauthnPolicyForm {...props} variant="webAuthnPolicy" />
      </Tabs.Content>
      <Tabs.Content value="webauthnPasswordless">
        <WebauthnPolicyForm {...props} variant="webAuthnPolicyPasswordless" />
      </Tabs.Content>
      <Tabs.Content value="ciba">
        <CibaPolicyForm {...props} />
      </Tabs.Content>
    </Tabs.Root>
  );
}
