"use client";

import { Button, HStack, Text, type StackProps } from "@chakra-ui/react";
import { useTranslations } from "next-intl";
import { explainError, getErrorMessage } from "@/lib/errors";

/** What QueryError needs of a failed query (or of several, retried together). */
export type FailedQuery = { error: unknown; isFetching: boolean; refetch(): unknown };

export type QueryErrorProps = StackProps & {
  /** The failed query, or the failed ones of several a screen needs: Retry asks each of them again. */
  query: FailedQuery | FailedQuery[];
  /** Message key taking the error's text as `{error}` (e.g. "tableLoadError"); the text alone without it. */
  messageKey?: string;
};

/**
 * A load that failed, said the same way on every screen: the server's message (a 403 or a 401 explained) and a
 * Retry that asks again, so a passing server fault never leaves a screen stuck.
 */
export function QueryError({ query, messageKey, ...props }: QueryErrorProps) {
  const t = useTranslations();
  const queries = Array.isArray(query) ? query : [query];
  const failed = queries.find((q) => q.error) ?? queries[0];
  const text = getErrorMessage(explainError(failed?.error, t));
  return (
    <HStack gap="4" role="alert" flexWrap="wrap" {...props}>
      <Text color="fg.error">{messageKey ? t(messageKey, { error: text }) : text}</Text>
      <Button
        size="sm"
        variant="outline"
        loading={queries.some((q) => q.isFetching)}
        onClick={() => queries.filter((q) => q.error).forEach((q) => void q.refetch())}
      >
        {t("retry")}
      </Button>
    </HStack>
  );
}
