import type { TranslationEntry } from "./icu";

export const MAX_PARALLEL_READS = 10;
export const MAX_RETRIES = 5;
export const FIRST_RETRY_DELAY_MS = 350;

export type TranslationLoadFailure = "network" | "server" | "client" | "parse";

export class TranslationLoadError extends Error {
  constructor(
    readonly url: string,
    readonly failure: TranslationLoadFailure,
    readonly status?: number,
  ) {
    super(`Loading translations from ${url} failed (${failure}${status ? ` ${status}` : ""}).`);
    this.name = "TranslationLoadError";
  }
}

export type LoaderOptions = {
  fetch?: typeof fetch;
  maxParallel?: number;
  retries?: number;
  firstDelayMs?: number;
  sleep?: (ms: number) => Promise<void>;
};

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A counting semaphore: at most `limit` tasks run at once, the rest queue in order. */
function limiter(limit: number) {
  let running = 0;
  const queue: (() => void)[] = [];
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running >= limit) await new Promise<void>((resolve) => queue.push(resolve));
    running++;
    try {
      return await task();
    } finally {
      running--;
      queue.shift()?.();
    }
  };
}

export function isEntryList(json: unknown): json is TranslationEntry[] {
  return Array.isArray(json) && json.every((item) => typeof item === "object" && item !== null && "key" in item);
}

/**
 * Reads translation resources (lists of {key, value}). A server error (5xx) or a network failure is retried
 * `retries` times, waiting 350 ms and doubling; a client error (4xx) fails at once; a body that is not the
 * expected JSON is a parse failure.
 */
export function createTranslationLoader(options: LoaderOptions = {}) {
  const {
    maxParallel = MAX_PARALLEL_READS,
    retries = MAX_RETRIES,
    firstDelayMs = FIRST_RETRY_DELAY_MS,
    sleep = wait,
  } = options;
  const run = limiter(maxParallel);

  async function readOnce(url: string): Promise<TranslationEntry[]> {
    let response: Response;
    try {
      response = await (options.fetch ?? fetch)(url, { headers: { Accept: "application/json" } });
    } catch {
      throw new TranslationLoadError(url, "network");
    }
    if (response.status >= 500) throw new TranslationLoadError(url, "server", response.status);
    if (!response.ok) throw new TranslationLoadError(url, "client", response.status);
    let json: unknown;
    try {
      json = await response.json();
    } catch {
      throw new TranslationLoadError(url, "parse", response.status);
    }
    if (!isEntryList(json)) throw new TranslationLoadError(url, "parse", response.status);
    return json;
  }

  return function load(url: string): Promise<TranslationEntry[]> {
    return run(async () => {
      for (let attempt = 0; ; attempt++) {
        try {
          return await readOnce(url);
        } catch (error) {
          const retryable =
            error instanceof TranslationLoadError && (error.failure === "network" || error.failure === "server");
          if (!retryable || attempt >= retries) throw error;
          await sleep(firstDelayMs * 2 ** attempt);
        }
      }
    });
  };
}
