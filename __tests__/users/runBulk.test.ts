import { runBulk, type BulkProgress } from "@/lib/bulk/runBulk";

/** A task whose calls stay pending until released, to watch how many run at once. */
function controllableTask() {
  const releases: Array<() => void> = [];
  const failures = new Map<number, Error>();
  let running = 0;
  let peak = 0;
  const task = (item: number) =>
    new Promise<void>((resolve, reject) => {
      running++;
      peak = Math.max(peak, running);
      releases.push(() => {
        running--;
        const failure = failures.get(item);
        if (failure) reject(failure);
        else resolve();
      });
    });
  return { task, releases, failures, stats: () => ({ running, peak }) };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("runBulk", () => {
  it("never runs more tasks at once than the concurrency bound", async () => {
    const { task, releases, stats } = controllableTask();
    const items = Array.from({ length: 10 }, (_, index) => index);
    const done = runBulk(items, task, { concurrency: 4 });
    await flush();
    expect(stats().running).toBe(4);
    while (releases.length > 0) {
      releases.shift()!();
      await flush();
      expect(stats().running).toBeLessThanOrEqual(4);
    }
    const summary = await done;
    expect(stats().peak).toBe(4);
    expect(summary.succeeded).toEqual(items);
  });

  it("reports progress from 0 of N to N of N, counting failures", async () => {
    const progress: BulkProgress[] = [];
    await runBulk(
      [1, 2, 3],
      async (item) => {
        if (item === 2) throw new Error("nope");
      },
      { concurrency: 1, onProgress: (p) => progress.push(p) },
    );
    expect(progress).toEqual([
      { done: 0, total: 3, failed: 0 },
      { done: 1, total: 3, failed: 0 },
      { done: 2, total: 3, failed: 1 },
      { done: 3, total: 3, failed: 1 },
    ]);
  });

  it("summarizes successes and failures in the items' order, each failure with its error", async () => {
    const { task, releases, failures } = controllableTask();
    failures.set(1, new Error("User is disabled"));
    failures.set(4, new Error("User email missing"));
    const done = runBulk([0, 1, 2, 3, 4], task, { concurrency: 3 });
    await flush();
    // finish out of order
    while (releases.length > 0) {
      releases.pop()!();
      await flush();
    }
    const summary = await done;
    expect(summary.total).toBe(5);
    expect(summary.succeeded).toEqual([0, 2, 3]);
    expect(summary.failed.map(({ item, error }) => [item, (error as Error).message])).toEqual([
      [1, "User is disabled"],
      [4, "User email missing"],
    ]);
    expect(summary.skipped).toEqual([]);
  });

  it("counts a task that throws synchronously as a failure", async () => {
    const summary = await runBulk(["a"], () => {
      throw new Error("sync");
    });
    expect(summary.failed).toHaveLength(1);
  });

  it("stops starting items once aborted and lists the ones never run as skipped", async () => {
    const abort = new AbortController();
    const { task, releases } = controllableTask();
    const done = runBulk([0, 1, 2, 3, 4, 5], task, { concurrency: 2, signal: abort.signal });
    await flush();
    releases.shift()!();
    await flush();
    abort.abort();
    while (releases.length > 0) {
      releases.shift()!();
      await flush();
    }
    const summary = await done;
    expect(summary.succeeded).toEqual([0, 1, 2]);
    expect(summary.skipped).toEqual([3, 4, 5]);
    expect(summary.succeeded.length + summary.failed.length + summary.skipped.length).toBe(summary.total);
  });

  it("handles an empty selection and rejects a concurrency below 1", async () => {
    expect(await runBulk([], async () => undefined)).toEqual({ total: 0, succeeded: [], failed: [], skipped: [] });
    await expect(runBulk([1], async () => undefined, { concurrency: 0 })).rejects.toThrow(RangeError);
  });
});
