/**
 * The promise's outcome, unless the query's signal aborts first: then it rejects at once with the signal's reason,
 * so React Query cancels a search the user has typed past and never stores its late answer. The admin client takes
 * no signal per request, so the request itself runs to its end and its answer is dropped.
 */
export function abandonOnAbort<T>(signal: AbortSignal, promise: Promise<T>): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(signal.reason);
    signal.addEventListener("abort", abort, { once: true });
    promise.then(resolve, reject).finally(() => signal.removeEventListener("abort", abort));
  });
}
