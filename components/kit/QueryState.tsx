"use client";

import type { ReactNode } from "react";
import { Button, HStack, Text } from "@chakra-ui/react";
import type { UseQueryResult } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { LoadingSpinner } from "@/components/console/LoadingSpinner";
import { PageNotFound } from "@/components/console/PageNotFound";
import { explainError, getErrorMessage } from "@/lib/errors";

export type QueryStateProps<T> = {
  query: UseQueryResult<T | null>;
  /** What the loaded data shows. */
  children(data: T): ReactNode;
  /** What a null answer (no such object) shows: the not-found page unless told. */
  whenNull?(): ReactNode;
};

/** One query's states on a screen: a spinner while it loads, its error with a retry, not found, or the data. */
export function QueryState<T>({ query, children, whenNull }: QueryStateProps<T>) {
  const t = useTranslations();
  if (query.isPending) return <LoadingSpinner />;
  if (query.isError)
    return (
      <HStack p="6" gap="4" role="alert">
        <Text color="fg.error">{getErrorMessage(explainError(query.error, t))}</Text>
        <Button size="sm" variant="outline" loading={query.isFetching} onClick={() => void query.refetch()}>
          {t("retry")}
        </Button>
      </HStack>
    );
  if (query.data === null) return whenNull ? whenNull() : <PageNotFound />;
  return children(query.data);
}
