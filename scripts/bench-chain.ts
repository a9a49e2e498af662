// Round trips in series: of the requests a screen made, the longest chain in which each one waited for the one before.
// The figure that grows with the distance to the server: each link costs at least one network latency.

/** One request, its start and the moment its answer was there, in milliseconds on one clock. */
export type Timed = { url: string; started: number; ended: number };

/**
 * How long after an answer a request may start and still count as waiting for it: the main thread's work between an
 * answer and the request it leads to (evaluating a chunk, rendering, a query's effect) takes some ten to a few
 * hundred milliseconds on this machine. A request that starts later than this after the last answer did not wait for
 * the network but for something else: a timer, or work unrelated to the answers before it.
 */
export const WAIT_GAP_MS = 1000;

/**
 * Answers this close to each other are handled by the main thread in one go: which of them released a request cannot
 * be told. Half of the 100 ms latency the bench emulates: a request sent in series after another one comes at
 * least a latency later.
 */
export const SIMULTANEOUS_MS = 50;

// Both spans are the main thread's: on a CPU `cpuRate` times slower they are that many times longer.

/**
 * The longest chain of requests in which each one waited for the one before it.
 *
 * The rule: a request waited for the answer that came last before it was sent (a page does what it does next when an
 * answer comes), or for one that came at most SIMULTANEOUS_MS before that one, whichever has the longer chain; if
 * that last answer came more than WAIT_GAP_MS before the request, it waited for no request and starts a chain. It did not
 * wait for requests still in flight when it was sent. Counting every request that ended earlier instead, as this once
 * did, chains a request onto unrelated answers that merely came before the one it waited for (a chunk still
 * downloading when the token came, a quick call beside a slow one) and counts round trips nobody waited for.
 */
export function longestChain<T extends Timed>(requests: T[], cpuRate = 1): T[] {
  const sorted = [...requests].sort((a, b) => a.started - b.started);
  const chains = new Map<T, T[]>();
  for (const request of sorted) {
    const answered = sorted.filter((other) => other.ended <= request.started);
    const last = Math.max(...answered.map((other) => other.ended));
    const waited = request.started - last <= WAIT_GAP_MS * cpuRate;
    const released = waited ? answered.filter((other) => other.ended >= last - SIMULTANEOUS_MS * cpuRate) : [];
    // of chains as long, the one whose answer came last
    const before = released
      .sort((a, b) => a.ended - b.ended)
      .map((other) => chains.get(other) ?? [])
      .reduce((a, b) => (b.length >= a.length ? b : a), []);
    chains.set(request, [...before, request]);
  }
  return [...chains.values()].reduce((a, b) => (b.length > a.length ? b : a), [] as T[]);
}
