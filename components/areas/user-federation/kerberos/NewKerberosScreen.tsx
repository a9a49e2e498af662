"use client";

import { NewProviderScreen } from "../shared/NewProviderScreen";
import { KerberosSettingsForm } from "./KerberosSettingsForm";

/** /{realm}/user-federation/kerberos/new: a new Kerberos provider's settings, created on Add. */
export default function NewKerberosScreen() {
  return (
    <NewProviderScreen
      titleKey="addKerberosProvider"
      form={(realm, realmId) => <KerberosSettingsForm realm={realm} realmId={realmId} />}
    />
  );
}
