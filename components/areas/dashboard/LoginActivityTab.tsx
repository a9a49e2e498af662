"use client";

import { use, useState } from "react";
import { Button, ButtonGroup, Link as ChakraLink, EmptyState, HStack, Heading, Stack, Text } from "@chakra-ui/react";
import { Link } from "@tanstack/react-router";
import { useFormatter, useTranslations } from "next-intl";
import { Forbidden } from "@/components/shell/Forbidden";
import { LoadingSpinner } from "@/components/kit/ui/LoadingSpinner";
import { QueryError } from "@/components/kit/ui/QueryError";
import { useAccess } from "@/lib/console-context";
import { loadAreaMessages } from "@/lib/i18n/areaMessages";
import {
  ACTIVITY_SPANS,
  type ActivityRow,
  type ActivitySpan,
  type ActivityType,
  type LoginActivity as Activity,
} from "@/lib/events/loginActivity";
import { ACTIVITY_EVENT_CAP, useLoginActivity } from "@/lib/queries/events";
import { useEventsConfig } from "@/lib/queries/eventsConfig";
import { useRealmName } from "@/lib/router/useRealmName";
import { ActivityBarChart } from "./ActivityBarChart";
import { ActivityTable } from "./ActivityTable";

const SERIES_KEYS: Record<ActivityType, string> = {
  LOGIN: "loginActivityLogins",
  LOGIN_ERROR: "loginActivityErrors",
  REGISTER: "loginActivityRegistrations",
};

/** /{realm}/login-activity: the realm's logins, login errors and registrations per day and per client. */
export default function LoginActivityTab() {
  // the dashboard shows with the first load's messages alone; this tab's texts are the areas', so it waits for them
  use(loadAreaMessages());
  const { hasAny } = useAccess();
  if (!hasAny("view-events")) return <Forbidden permissions={["view-events"]} />;
  return <LoginActivity />;
}

function LoginActivity() {
  const t = useTranslations();
  const realm = useRealmName();
  const [span, setSpan] = useState<ActivitySpan>(7);
  const config = useEventsConfig(realm);
  const saving = config.data?.eventsEnabled === true;
  const activity = useLoginActivity(realm, span, saving);

  if (config.isPending) return <LoadingSpinner />;
  if (config.isError) return <QueryError query={config} p="6" />;
  if (!saving) return <EventsOff realm={realm} />;

  return (
    <Stack gap="6" py="4">
      <HStack justify="space-between" wrap="wrap" gap="4">
        <Text color="fg.muted">{t("loginActivityExplain")}</Text>
        <ButtonGroup size="sm" variant="outline" attached role="group" aria-label={t("loginActivityPeriod")}>
          {ACTIVITY_SPANS.map((days) => (
            <Button
              key={days}
              aria-pressed={span === days}
              variant={span === days ? "solid" : "outline"}
              onClick={() => setSpan(days)}
            >
              {t("loginActivityLastDays", { days })}
            </Button>
          ))}
        </ButtonGroup>
      </HStack>
      {activity.isPending ? (
        <LoadingSpinner />
      ) : activity.isError ? (
        <QueryError query={activity} />
      ) : (
        <ActivityCharts activity={activity.data} span={span} />
      )}
    </Stack>
  );
}

function ActivityCharts({ activity, span }: { activity: Activity; span: ActivitySpan }) {
  const t = useTranslations();
  const format = useFormatter();
  const seriesLabel = (type: ActivityType) => t(SERIES_KEYS[type]);
  const dayLabel = (row: ActivityRow) => format.dateTime(new Date(`${row.label}T00:00:00`), { dateStyle: "medium" });
  const dayTick = (row: ActivityRow) =>
    format.dateTime(new Date(`${row.label}T00:00:00`), { month: "numeric", day: "numeric" });
  const clientLabel = (row: ActivityRow) => row.label || t("loginActivityNoClient");
  const clientTick = (row: ActivityRow) => {
    const label = clientLabel(row);
    return label.length > 14 ? `${label.slice(0, 13)}…` : label;
  };
  const { total } = activity;

  return (
    <Stack gap="6">
      <Text fontWeight="semibold">
        {t("loginActivityTotals", { logins: total.LOGIN, errors: total.LOGIN_ERROR, registrations: total.REGISTER })}
      </Text>
      {activity.capped && <Text color="fg.warning">{t("loginActivityCapped", { count: ACTIVITY_EVENT_CAP })}</Text>}
      <Stack gap="3">
        <Heading as="h2" size="md">
          {t("loginActivityPerDay")}
        </Heading>
        <ActivityBarChart
          rows={activity.days}
          title={t("loginActivityPerDayChart", { days: span })}
          seriesLabel={seriesLabel}
          tickLabel={dayTick}
          // a day's label is some 30 pixels wide: 7 days label each group, 30 days every fifth
          tickEvery={span > 7 ? 5 : 1}
          groupWidth={span > 7 ? 24 : 56}
        />
        <ActivityTable
          rows={activity.days}
          caption={t("loginActivityPerDayChart", { days: span })}
          labelHeader={t("loginActivityDay")}
          rowLabel={dayLabel}
          seriesLabel={seriesLabel}
        />
      </Stack>
      <Stack gap="3">
        <Heading as="h2" size="md">
          {t("loginActivityByClient")}
        </Heading>
        {activity.clients.length === 0 ? (
          <Text color="fg.muted">{t("loginActivityNoEvents")}</Text>
        ) : (
          <>
            <ActivityBarChart
              rows={activity.clients}
              title={t("loginActivityByClientChart", { days: span })}
              seriesLabel={seriesLabel}
              tickLabel={clientTick}
              groupWidth={96}
            />
            <ActivityTable
              rows={activity.clients}
              caption={t("loginActivityByClientChart", { days: span })}
              labelHeader={t("client")}
              rowLabel={clientLabel}
              seriesLabel={seriesLabel}
            />
          </>
        )}
      </Stack>
    </Stack>
  );
}

/** What the tab shows while the realm saves no user events: why it is empty, and where to turn saving on. */
function EventsOff({ realm }: { realm: string }) {
  const t = useTranslations();
  const { hasAny } = useAccess();
  return (
    <EmptyState.Root py="10">
      <EmptyState.Content>
        <EmptyState.Title as="h2">{t("loginActivityEventsOff")}</EmptyState.Title>
        <EmptyState.Description>{t("loginActivityEventsOffInstructions")}</EmptyState.Description>
        {hasAny("view-realm") && (
          <ChakraLink asChild colorPalette="blue">
            <Link to="/$realm/realm-settings/$tab" params={{ realm, tab: "events" }}>
              {t("loginActivityOpenEventSettings")}
            </Link>
          </ChakraLink>
        )}
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
