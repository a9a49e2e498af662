"use client";

import { FormAccess, Can } from "@/components/kit/form";
import { Stack, Tabs } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import { QueryState } from "@/components/kit/screen/QueryState";
import { useEventsConfig } from "@/lib/queries/eventsConfig";
import type { RealmSettingsTabProps } from "../realmSettingsTabs";
import { AdminEventsForm } from "./AdminEventsForm";
import { ClearEvents } from "./ClearEvents";
import { EventListenersForm } from "./EventListenersForm";
import { EventTypesTable } from "./EventTypesTable";
import { UserEventsForm } from "./UserEventsForm";

/** The realm's event settings. Keycloak guards them with the events roles, not manage-realm. */
export default function EventsTab({ realm }: RealmSettingsTabProps) {
  const t = useTranslations();
  const name = realm.realm ?? "";
  const query = useEventsConfig(name);
  return (
    <FormAccess manage={["manage-events"]}>
      <QueryState query={query}>
        {(config) => (
          <Tabs.Root defaultValue="listeners" variant="subtle" pt="4">
            <Tabs.List aria-label={t("events")}>
              <Tabs.Trigger value="listeners">{t("eventListeners")}</Tabs.Trigger>
              <Tabs.Trigger value="user">{t("userEventsSettings")}</Tabs.Trigger>
              <Tabs.Trigger value="admin">{t("adminEventsSettings")}</Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value="listeners">
              <EventListenersForm realm={name} config={config} />
            </Tabs.Content>
            <Tabs.Content value="user">
              <Stack gap="2">
                <UserEventsForm realm={name} config={config} />
                <EventTypesTable realm={name} config={config} />
                <Can>
                  <ClearEvents realm={name} kind="user" />
                </Can>
              </Stack>
            </Tabs.Content>
            <Tabs.Content value="admin">
              <Stack gap="2">
                <AdminEventsForm realm={realm} config={config} />
                <Can>
                  <ClearEvents realm={name} kind="admin" />
                </Can>
              </Stack>
            </Tabs.Content>
          </Tabs.Root>
        )}
      </QueryState>
    </FormAccess>
  );
}
