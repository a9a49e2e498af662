"use client";

import type { ReactNode } from "react";
import type { UseQueryResult } from "@tanstack/react-query";
import { LoadingSpinner } from "@/components/kit/ui/LoadingSpinner";
import { PageNotFound } from "@/components/kit/screen/PageNotFound";
import { QueryError } from "@/components/kit/ui/QueryError";

export type QueryStateProps<T> = {
  query: UseQueryResult<T | null>;
  /** What the loaded data shows. */
  children(data: T): ReactNode;
  /** What a null answer (no such object) shows: the not-found page unless told. */
  whenNull?(): ReactNode;
};

/** One query's states on a screen: a spinner while it loads, its error with a retry, not found, or the data. */
export function QueryState<T>({ query, children, whenNull }: QueryStateProps<T>) {
  if (query.isPending) return <LoadingSpinner />;
  if (query.isError) return <QueryError query={query} p="6" />;
  if (query.data === null) return whenNull ? whenNull() : <PageNotFound />;
  return children(query.data);
}
