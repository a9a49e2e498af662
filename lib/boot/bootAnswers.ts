import { bootOf } from "./bootGlobal";

/**
 * The body of a start-up request the page's boot script made before the console ran, once: a later load of the
 * same data asks the server again. Undefined when the script did not make it or it failed; the caller then makes
 * the request itself, so its errors are reported as any other.
 */
export async function takeBootAnswer<T>(key: string, accept: (body: unknown) => boolean): Promise<T | undefined> {
  const answers = bootOf()?.answers;
  const answer = answers?.[key];
  if (!answer) return undefined;
  delete answers[key];
  const body = await answer;
  return accept(body) ? (body as T) : undefined;
}

export const isJsonObject = (body: unknown) => typeof body === "object" && body !== null && !Array.isArray(body);
