"use client";

import { NewProviderScreen } from "../shared/NewProviderScreen";
import { LdapSettingsForm } from "./LdapSettingsForm";

/** /{realm}/user-federation/ldap/new: a new LDAP provider's settings, created on Add. */
export default function NewLdapScreen() {
  return (
    <NewProviderScreen
      titleKey="addLdapProvider"
      form={(realm, realmId) => <LdapSettingsForm realm={realm} realmId={realmId} />}
    />
  );
}
