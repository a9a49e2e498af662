"use client";

import { useMemo } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { useTranslations } from "next-intl";
import { useForm } from "react-hook-form";
import { z } from "@/lib/form/zod";
import { MultiSelectField, TextField } from "@/components/kit/form";
import type { AdminEventFilters } from "@/lib/queries/events";
import { withDateRange } from "@/components/shared/event-table/dateRange";
import { EventSearchForm } from "@/components/shared/event-table/EventSearchForm";

const baseSchema = z.object({
  resourceTypes: z.array(z.string()),
  operationTypes: z.array(z.string()),
  resourcePath: z.string(),
  authRealm: z.string(),
  authClient: z.string(),
  authUser: z.string(),
  authIpAddress: z.string(),
  dateFrom: z.string(),
  dateTo: z.string(),
});

type Values = z.infer<typeof baseSchema>;

function toValues(filters: AdminEventFilters): Values {
  return {
    resourceTypes: filters.resourceTypes ?? [],
    operationTypes: filters.operationTypes ?? [],
    resourcePath: filters.resourcePath ?? "",
    authRealm: filters.authRealm ?? "",
    authClient: filters.authClient ?? "",
    authUser: filters.authUser ?? "",
    authIpAddress: filters.authIpAddress ?? "",
    dateFrom: filters.dateFrom ?? "",
    dateTo: filters.dateTo ?? "",
  };
}

export type AdminEventsFilterFormProps = {
  filters: AdminEventFilters;
  resourceTypes: readonly string[];
  operationTypes: readonly string[];
  onSearch(filters: AdminEventFilters): void;
  onCancel(): void;
};

/** The admin-events search: resource and operation types, resource path, who did it (realm, client, user, IP), dates. */
export function AdminEventsFilterForm({
  filters,
  resourceTypes,
  operationTypes,
  onSearch,
  onCancel,
}: AdminEventsFilterFormProps) {
  const t = useTranslations();
  const schema = useMemo(() => withDateRange(baseSchema, t("dateRangeInvalid")), [t]);
  const form = useForm<Values>({ defaultValues: toValues(filters), resolver: zodResolver(schema) });
  const control = form.control;

  return (
    <EventSearchForm label={t("searchForAdminEvent")} onSubmit={form.handleSubmit(onSearch)} onCancel={onCancel}>
      <MultiSelectField control={control} name="resourceTypes" label={t("resourceTypes")} options={resourceTypes} />
      <MultiSelectField control={control} name="operationTypes" label={t("operationTypes")} options={operationTypes} />
      <TextField control={control} name="resourcePath" label={t("resourcePath")} />
      <TextField control={control} name="authRealm" label={t("realm")} />
      <TextField control={control} name="authClient" label={t("client")} />
      <TextField control={control} name="authUser" label={t("user")} />
      <TextField control={control} name="authIpAddress" label={t("ipAddress")} />
      <span />
      <TextField control={control} name="dateFrom" type="date" label={t("dateFrom")} />
      <TextField control={control} name="dateTo" type="date" label={t("dateTo")} />
    </EventSearchForm>
  );
}
