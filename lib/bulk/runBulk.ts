/** How far a bulk run has come: items finished (succeeded or failed) out of the total. */
export type BulkProgress = { done: number; total: number; failed: number };

export type BulkFailure<T> = { item: T; error: unknown };

/**
 * What happened to every item, each list in the items' order: `skipped` holds the items that never started
 * because the run was aborted, so nothing goes missing from the report.
 */
export type BulkSummary<T> = { total: number; succeeded: T[]; failed: BulkFailure<T>[]; skipped: T[] };

export type BulkOptions = {
  /** How many tasks run at once; at least 1. */
  concurrency?: number;
  /** Called once at the start (done 0) and after every finished item. */
  onProgress?(progress: BulkProgress): void;
  /** Stops starting new items; running ones finish and count. */
  signal?: AbortSignal;
};

export const DEFAULT_BULK_CONCURRENCY = 4;

type Outcome = { status: "succeeded" } | { status: "failed"; error: unknown } | { status: "skipped" };

/** Runs `task` for every item, at most `concurrency` at a time, and reports each item's outcome. Never rejects. */
export async function runBulk<T>(
  items: readonly T[],
  task: (item: T, index: number) => Promise<unknown>,
  options: BulkOptions = {},
): Promise<BulkSummary<T>> {
  const { concurrency = DEFAULT_BULK_CONCURRENCY, onProgress, signal } = options;
  if (!Number.isInteger(concurrency) || concurrency < 1)
    throw new RangeError(`concurrency must be a positive integer, got ${concurrency}`);

  const total = items.length;
  const outcomes: Outcome[] = items.map(() => ({ status: "skipped" }));
  let next = 0;
  let done = 0;
  let failed = 0;
  onProgress?.({ done, total, failed });

  const worker = async () => {
    while (next < total && !signal?.aborted) {
      const index = next++;
      try {
        await task(items[index], index);
        outcomes[index] = { status: "succeeded" };
      } catch (error) {
        outcomes[index] = { status: "failed", error };
        failed++;
      }
      done++;
      onProgress?.({ done, total, failed });
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, total) }, worker));

  const summary: BulkSummary<T> = { total, succeeded: [], failed: [], skipped: [] };
  outcomes.forEach((outcome, index) => {
    const item = items[index];
    if (outcome.status === "succeeded") summary.succeeded.push(item);
    else if (outcome.status === "failed") summary.failed.push({ item, error: outcome.error });
    else summary.skipped.push(item);
  });
  return summary;
}
