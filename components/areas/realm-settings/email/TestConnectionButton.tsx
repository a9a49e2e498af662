"use client";

import { Button } from "@chakra-ui/react";
import type RealmRepresentation from "@keycloak/keycloak-admin-client/lib/defs/realmRepresentation.js";
import { useTranslations } from "next-intl";
import { useWatch, type UseFormReturn } from "react-hook-form";
import { QueryError } from "@/components/kit/ui/QueryError";
import { errorStatus } from "@/lib/errors";
import { EMAIL_PATTERN } from "@/lib/form/emailPattern";
import { useTestSmtpConnection } from "@/lib/queries/realms";
import { useSignedInUser } from "@/lib/queries/users";
import { toTestSettings, type EmailValues } from "./emailForm";
import { TEST_CONNECTION_HINT_ID, TestConnectionHint } from "./TestConnectionHint";

type TestConnectionProps = { realm: RealmRepresentation; form: UseFormReturn<EmailValues> };

/** Where the test mail will go, shown above the form's buttons. */
export function TestConnectionNotice({ realm }: { realm: RealmRepresentation }) {
  const user = useSignedInUser(realm.realm ?? "");
  // an admin who may not read their own user record still may test: the server says if the address is missing
  if (user.isError && errorStatus(user.error) !== 403) return <QueryError query={user} />;
  if (!user.data) return null;
  return <TestConnectionHint user={user.data.user} realm={user.data.realm} />;
}

/**
 * Sends a test mail with the form's current settings, saved or not; usable once a valid sender and a host are given
 * and the admin, as far as the console can tell, has an address to receive it.
 */
export function TestConnectionButton({ realm, form }: TestConnectionProps) {
  const t = useTranslations();
  const user = useSignedInUser(realm.realm ?? "");
  const test = useTestSmtpConnection(realm.realm ?? "");
  const [from, host] = useWatch({ control: form.control, name: ["from", "host"] });
  const noAddress = !!user.data && !user.data.user.email;
  const ready = EMAIL_PATTERN.test(from) && host.trim() !== "" && !noAddress;

  // the alert shows the server's answer, success or error; the form keeps everything typed
  const run = () => test.mutate({ settings: toTestSettings(realm.smtpServer, form.getValues()) });

  return (
    <Button
      variant="outline"
      onClick={run}
      disabled={!ready}
      loading={test.isPending}
      loadingText={t("testingConnection")}
      aria-describedby={user.data ? TEST_CONNECTION_HINT_ID : undefined}
    >
      {t("testConnection")}
    </Button>
  );
}
