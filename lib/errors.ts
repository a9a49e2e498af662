import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import { placeholderKey } from "@/lib/i18n/serverText";

export const NOT_OK_MESSAGE = "Network response was not OK.";
export const UNKNOWN_ERROR_MESSAGE = "Unable to determine error message.";

const ERROR_FIELDS = ["error", "errorMessage"] as const;

/** The admin client's NetworkError (and anything shaped like it): the response and its parsed body. */
export type ServerError = Error & { response: Response; responseData: unknown };

export function isServerError(error: unknown): error is ServerError {
  return error instanceof Error && "response" in error && "responseData" in error;
}

/** The HTTP status of a failed admin call, if the error came from one. */
export function errorStatus(error: unknown): number | undefined {
  return isServerError(error) ? error.response?.status : undefined;
}

/**
 * For `.catch()` of a read the admin may not be allowed: a refusal (403) is `fallback`, any other failure stays one.
 */
export function forbiddenAs<T>(fallback: T): (error: unknown) => T {
  return (error) => {
    if (errorStatus(error) === 403) return fallback;
    throw error;
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null;

function messageFromBody(body: unknown): string {
  if (!isRecord(body)) return UNKNOWN_ERROR_MESSAGE;
  for (const field of ERROR_FIELDS) {
    const value = body[field];
    if (typeof value === "string") return value;
  }
  return NOT_OK_MESSAGE;
}

/**
 * The text to show for an error: a string as it is; a server error's body `error` or `errorMessage`;
 * a generic error's message; a bare server error body read the same way as a response's.
 */
export function getErrorMessage(error: unknown): string {
  if (typeof error === "string") return error;
  if (isServerError(error)) return messageFromBody(error.responseData);
  if (error instanceof Error) return error.message;
  return messageFromBody(error);
}

/** The server's `error_description`, shown under the alert's message. */
export function getErrorDescription(error: unknown): string | undefined {
  const source = isServerError(error) ? error.responseData : error;
  if (!isRecord(source)) return undefined;
  const description = source.error_description;
  return typeof description === "string" && description !== "" ? description : undefined;
}

/** One field error as the server sends it (user profile validation and friends). */
export type ServerFieldError = { field: string; errorMessage?: string; params?: unknown[] };

/** A translator such as next-intl's `useTranslations()`; `has` tells whether a key exists. */
export type Translate = ((key: string, values?: Record<string, string>) => string) & { has?: (key: string) => boolean };

function isFieldError(value: unknown): value is ServerFieldError {
  return isRecord(value) && typeof value.field === "string" && value.field !== "";
}

/** Field errors in a failed call: the body may be a list, `{ errors: [...] }`, or one error object. */
export function serverFieldErrors(error: unknown): ServerFieldError[] {
  const body = isServerError(error) ? error.responseData : error;
  const list = Array.isArray(body) ? body : isRecord(body) && Array.isArray(body.errors) ? body.errors : [body];
  return list.filter(isFieldError);
}

/** An error's `${key}` (see serverText); in an error a bare word may be a message key too. */
export function translateServerText(text: string, t?: Translate, values?: Record<string, string>): string {
  const placeholder = placeholderKey(text);
  const key = placeholder ?? text;
  if (!t) return key;
  const known = t.has ? t.has(key) : placeholder !== undefined;
  return known ? t(key, values) : key;
}

function fieldErrorMessage({ errorMessage, params, field }: ServerFieldError, t?: Translate): string {
  const values = Object.fromEntries(
    (params ?? []).map((param, index) => [String(index), translateServerText(String(param), t)]),
  );
  return errorMessage ? translateServerText(errorMessage, t, values) : field;
}

/**
 * Puts the server's field errors on the form as type "server" errors. `fieldName` maps a server field name to
 * the form's (user-profile attributes live under `attributes.`), or to none for a field the form does not have:
 * an error there would show nowhere, so it is left to the caller's alert. Returns whether any field error was applied.
 */
export function applyServerErrors<T extends FieldValues = FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  t?: Translate,
  fieldName: (field: string) => string | undefined = (field) => field,
): boolean {
  let applied = false;
  for (const fieldError of serverFieldErrors(error)) {
    const name = fieldName(fieldError.field);
    if (name === undefined) continue;
    setError(name as Path<T>, { type: "server", message: fieldErrorMessage(fieldError, t) });
    applied = true;
  }
  return applied;
}

// What fetch throws when no answer came (Chromium, Firefox, Safari, Node): a TypeError whose text differs per engine.
const UNANSWERED_FETCH =
  /^(Failed to fetch|NetworkError when attempting to fetch resource\.?|Load failed|fetch failed)$/;

/** A request that got no answer at all: the connection failed or dropped, or the server is not reachable. */
export function isNetworkFailure(error: unknown): boolean {
  return error instanceof TypeError && UNANSWERED_FETCH.test(error.message);
}

/**
 * A refusal (403) reads as "you may not do this" instead of the server's terse text, a 401 the session renewal
 * could not cure (lib/auth/sessionRenewal.ts) as a sign-in the server no longer accepts, and a request that got no
 * answer as a connection problem rather than the browser's own wording.
 */
export function explainError(error: unknown, t: (key: string) => string): unknown {
  if (isNetworkFailure(error)) return t("networkFailure");
  const status = errorStatus(error);
  if (status === 403) return t("forbiddenError");
  if (status === 401) return t("sessionNotAccepted");
  return error;
}
