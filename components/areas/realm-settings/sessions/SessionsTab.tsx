"use client";

import { Heading, Stack } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import { useMemo } from "react";
import { FormActions, SwitchField, EditForm, useReadOnly } from "@/components/kit/form";
import { DurationField } from "@/components/kit/form/DurationField";
import type { RealmSettingsTabProps } from "../realmSettingsTabs";
import {
  sessionsSchema,
  toSessionsRealm,
  toSessionsValues,
  type SessionDuration,
  type SessionsValues,
} from "./sessionsForm";
import { useRealmForm } from "@/components/kit/form/useRealmForm";

/** Each section's lifespans with their label and help keys (Keycloak's). */
const SECTIONS: { title: string; fields: [SessionDuration, string][] }[] = [
  {
    title: "ssoSessionSettings",
    fields: [
      ["ssoSessionIdleTimeout", "SSOSessionIdle"],
      ["ssoSessionMaxLifespan", "SSOSessionMax"],
      ["ssoSessionIdleTimeoutRememberMe", "SSOSessionIdleRememberMe"],
      ["ssoSessionMaxLifespanRememberMe", "SSOSessionMaxRememberMe"],
    ],
  },
  {
    title: "clientSessionSettings",
    fields: [
      ["clientSessionIdleTimeout", "clientSessionIdle"],
      ["clientSessionMaxLifespan", "clientSessionMax"],
    ],
  },
  { title: "offlineSessionSettings", fields: [["offlineSessionIdleTimeout", "offlineSessionIdle"]] },
  {
    title: "loginSettings",
    fields: [
      ["accessCodeLifespanLogin", "loginTimeout"],
      ["accessCodeLifespanUserAction", "loginActionTimeout"],
    ],
  },
];

/** The realm's session and login lifespans; read-only without manage-realm. */
export default function SessionsTab({ realm }: RealmSettingsTabProps) {
  const readOnly = useReadOnly();
  const t = useTranslations();
  const schema = useMemo(() => sessionsSchema(t("mustBeSeconds")), [t]);
  const edit = useRealmForm<SessionsValues>({
    readOnly,
    realm,
    schema,
    toValues: toSessionsValues,
    toRealm: toSessionsRealm,
  });
  const maxLimited = edit.form.watch("offlineSessionMaxLifespanEnabled");

  const duration = ([name, label]: [SessionDuration, string]) => (
    <DurationField key={name} name={name} label={t(label)} help={t(`${label}Help`)} />
  );

  return (
    <EditForm edit={edit} label={t("sessions")} review layout={{ gap: "5", maxW: "2xl", py: "6" }}>
      {SECTIONS.map((section) => (
        <Stack key={section.title} gap="5">
          <Heading as="h2" size="md">
            {t(section.title)}
          </Heading>
          {section.fields.map(duration)}
          {section.title === "offlineSessionSettings" && (
            <>
              <SwitchField
                name="offlineSessionMaxLifespanEnabled"
                label={t("offlineSessionMaxLimited")}
                help={t("offlineSessionMaxLimitedHelp")}
              />
              {maxLimited && duration(["offlineSessionMaxLifespan", "offlineSessionMax"])}
            </>
          )}
        </Stack>
      ))}
      <FormActions />
    </EditForm>
  );
}
