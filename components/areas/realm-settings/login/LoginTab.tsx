"use client";

import { Heading, Stack, Switch } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import { FieldShell, useReadOnly } from "@/components/kit/form";
import { useRealmSwitch } from "@/lib/queries/realms";
import type { RealmSettingsTabProps } from "../realmSettingsTabs";
import { isLocked, isOn, LOGIN_SECTIONS, switchChange, type LoginSwitch } from "./loginSwitches";

/**
 * /{realm}/realm-settings/login: each switch is saved the moment it is turned. While a change is on its way every
 * switch waits, so the next change is sent on top of the saved one; a refused change flips back.
 */
export default function LoginTab({ realm }: RealmSettingsTabProps) {
  const readOnly = useReadOnly();
  const t = useTranslations();
  const save = useRealmSwitch(realm);
  const shown = save.isPending && save.variables ? { ...realm, ...save.variables.changes } : realm;

  const renderSwitch = ({ name, help }: LoginSwitch) => {
    const label = t(name);
    const checked = isOn(shown, name);
    const disabled = readOnly || save.isPending || isLocked(shown, name);
    return (
      <FieldShell key={name} label={label} help={t(help)} disabled={disabled}>
        <Switch.Root
          name={name}
          checked={checked}
          disabled={disabled}
          onCheckedChange={({ checked: next }) =>
            // the alert shows the server's message; the switch goes back by itself
            save.mutate({ label, changes: switchChange(name, next) })
          }
        >
          <Switch.HiddenInput aria-label={label} />
          <Switch.Control />
          <Switch.Label>{checked ? t("on") : t("off")}</Switch.Label>
        </Switch.Root>
      </FieldShell>
    );
  };

  return (
    <Stack gap="8" maxW="2xl" py="6">
      {LOGIN_SECTIONS.map((section) => (
        <Stack as="section" key={section.title} gap="5" aria-labelledby={`login-${section.title}`}>
          <Heading as="h2" size="md" id={`login-${section.title}`}>
            {t(section.title)}
          </Heading>
          {section.switches.map(renderSwitch)}
        </Stack>
      ))}
    </Stack>
  );
}
