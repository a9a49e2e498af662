"use client";

import { useMemo } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import { z } from "@/lib/form/zod";
import { MultiSelectField, TextField } from "@/components/kit/form";
import type { UserEventFilters } from "@/lib/queries/events";
import { withDateRange } from "./dateRange";
import { EventSearchForm } from "./EventSearchForm";

const baseSchema = z.object({
  user: z.string(),
  type: z.array(z.string()),
  client: z.string(),
  dateFrom: z.string(),
  dateTo: z.string(),
  ipAddress: z.string(),
});

type Values = z.infer<typeof baseSchema>;

function toValues(filters: UserEventFilters): Values {
  return {
    user: filters.user ?? "",
    type: filters.type ?? [],
    client: filters.client ?? "",
    dateFrom: filters.dateFrom ?? "",
    dateTo: filters.dateTo ?? "",
    ipAddress: filters.ipAddress ?? "",
  };
}

export type UserEventsFilterFormProps = {
  /** The user is fixed (a user's own events): no user field. */
  userFixed?: boolean;
  filters: UserEventFilters;
  eventTypes: readonly string[];
  onSearch(filters: UserEventFilters): void;
  onCancel(): void;
};

/** The user-events search: user id, event types, client, date range and IP address. */
export function UserEventsFilterForm({
  userFixed = false,
  filters,
  eventTypes,
  onSearch,
  onCancel,
}: UserEventsFilterFormProps) {
  const t = useTranslations();
  const schema = useMemo(() => withDateRange(baseSchema, t("dateRangeInvalid")), [t]);
  const form = useForm<Values>({ defaultValues: toValues(filters), resolver: zodResolver(schema) });
  const control = form.control;

  return (
    <EventSearchForm label={t("searchForUserEvent")} onSubmit={form.handleSubmit(onSearch)} onCancel={onCancel}>
      {!userFixed && <TextField control={control} name="user" label={t("usernameOrUserId")} />}
      <MultiSelectField control={control} name="type" label={t("eventType")} options={eventTypes} />
      <TextField control={control} name="client" label={t("client")} />
      <TextField control={control} name="ipAddress" label={t("ipAddress")} />
      <TextField control={control} name="dateFrom" type="date" label={t("dateFrom")} />
      <TextField control={control} name="dateTo" type="date" label={t("dateTo")} />
    </EventSearchForm>
  );
}
