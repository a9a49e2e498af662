import { QueryClient } from "@tanstack/react-query";
import { errorStatus } from "@/lib/errors";

/** A 4xx will not change on retry; a network failure or 5xx may, once. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  const status = errorStatus(error);
  if (status !== undefined && status < 500) return false;
  return failureCount < 1;
}

export function createConsoleQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
