import { NetworkError } from "@keycloak/keycloak-admin-client";
import {
  applyServerErrors,
  explainError,
  forbiddenAs,
  getErrorDescription,
  getErrorMessage,
  NOT_OK_MESSAGE,
  UNKNOWN_ERROR_MESSAGE,
  type Translate,
} from "@/lib/errors";

function networkError(status: number, responseData: unknown) {
  return new NetworkError("ignored", { response: new Response(null, { status }), responseData });
}

describe("forbiddenAs", () => {
  it("turns a refusal into the fallback and keeps every other failure", async () => {
    await expect(Promise.reject(networkError(403, {})).catch(forbiddenAs([]))).resolves.toEqual([]);
    await expect(Promise.reject(networkError(500, {})).catch(forbiddenAs([]))).rejects.toThrow();
    await expect(Promise.reject(new TypeError("offline")).catch(forbiddenAs([]))).rejects.toThrow("offline");
  });
});

describe("getErrorMessage", () => {
  it("returns a string as it is", () => {
    expect(getErrorMessage("plain text")).toBe("plain text");
  });

  it("uses a server error body's `error`", () => {
    expect(getErrorMessage(networkError(400, { error: "invalid_request" }))).toBe("invalid_request");
  });

  it("uses a server error body's `errorMessage`", () => {
    expect(getErrorMessage(networkError(409, { errorMessage: "User exists with same username" }))).toBe(
      "User exists with same username",
    );
  });

  it("says the response was not OK when the body has no error text", () => {
    expect(getErrorMessage(networkError(500, { error: 42 }))).toBe(NOT_OK_MESSAGE);
    expect(getErrorMessage(networkError(500, {}))).toBe("Network response was not OK.");
  });

  it("cannot tell when the body is not an object", () => {
    expect(getErrorMessage(networkError(502, "Bad gateway"))).toBe(UNKNOWN_ERROR_MESSAGE);
    expect(getErrorMessage(networkError(500, null))).toBe("Unable to determine error message.");
  });

  it("uses a generic error's message", () => {
    expect(getErrorMessage(new Error("boom"))).toBe("boom");
  });

  it("reads a bare server error body", () => {
    expect(getErrorMessage({ errorMessage: "Realm not found." })).toBe("Realm not found.");
    expect(getErrorMessage(undefined)).toBe(UNKNOWN_ERROR_MESSAGE);
  });
});

describe("getErrorDescription", () => {
  it("returns error_description for the alert's description", () => {
    const error = networkError(400, { error: "invalid_grant", error_description: "Session not active" });
    expect(getErrorDescription(error)).toBe("Session not active");
    expect(getErrorDescription({ error_description: "from an OAuth error" })).toBe("from an OAuth error");
  });

  it("has none otherwise", () => {
    expect(getErrorDescription(networkError(400, { error: "x" }))).toBeUndefined();
    expect(getErrorDescription(new Error("x"))).toBeUndefined();
    expect(getErrorDescription("x")).toBeUndefined();
  });
});

describe("applyServerErrors", () => {
  const messages: Record<string, string> = {
    "error-invalid-length": "Attribute {0} must have a length between {1} and {2}.",
    email: "Email",
    usernameExists: "Username already exists.",
  };
  const t = Object.assign(
    (key: string, values?: Record<string, string>) =>
      messages[key].replace(/\{(\d)\}/g, (_, index: string) => values?.[index] ?? ""),
    { has: (key: string) => key in messages },
  ) satisfies Translate;

  it("maps a list of field errors onto the form, translating message keys and their params", () => {
    const setError = jest.fn();
    const error = networkError(400, [
      { field: "email", errorMessage: "error-invalid-length", params: ["${email}", 1, 5] },
      { field: "username", errorMessage: "${usernameExists}" },
    ]);
    expect(applyServerErrors(error, setError, t)).toBe(true);
    expect(setError).toHaveBeenCalledWith("email", {
      type: "server",
      message: "Attribute Email must have a length between 1 and 5.",
    });
    expect(setError).toHaveBeenCalledWith("username", { type: "server", message: "Username already exists." });
  });

  it("maps a single field error object, and errors nested under `errors`", () => {
    const single = jest.fn();
    expect(applyServerErrors(networkError(400, { field: "firstName", errorMessage: "Too long" }), single, t)).toBe(
      true,
    );
    expect(single).toHaveBeenCalledWith("firstName", { type: "server", message: "Too long" });

    const nested = jest.fn();
    const error = networkError(400, { errors: [{ field: "attr.x", errorMessage: "${usernameExists}" }] });
    applyServerErrors(error, nested, t, (field) => `attributes.${field.replaceAll(".", "🍺")}`);
    expect(nested).toHaveBeenCalledWith("attributes.attr🍺x", { type: "server", message: "Username already exists." });
  });

  it("leaves placeholders unwrapped without a translator, and reports when there are no field errors", () => {
    const setError = jest.fn();
    applyServerErrors({ field: "email", errorMessage: "${invalidEmailMessage}" }, setError);
    expect(setError).toHaveBeenCalledWith("email", { type: "server", message: "invalidEmailMessage" });
    expect(applyServerErrors(networkError(409, { errorMessage: "conflict" }), jest.fn(), t)).toBe(false);
    expect(applyServerErrors(new Error("x"), jest.fn())).toBe(false);
  });
});

describe("explainError", () => {
  const t = (key: string) => `<${key}>`;

  it("reads a 403 as not allowed and a 401 as a sign-in the server no longer accepts", () => {
    expect(explainError(networkError(403, { error: "HTTP 403 Forbidden" }), t)).toBe("<forbiddenError>");
    expect(explainError(networkError(401, { error: "HTTP 401 Unauthorized" }), t)).toBe("<sessionNotAccepted>");
  });

  it("reads a request that got no answer as a connection problem, whatever the browser calls it", () => {
    for (const message of [
      "Failed to fetch",
      "NetworkError when attempting to fetch resource.",
      "Load failed",
      "fetch failed",
    ])
      expect(explainError(new TypeError(message), t)).toBe("<networkFailure>");
  });

  it("leaves a programming error's TypeError as it is", () => {
    const bug = new TypeError("Cannot read properties of undefined (reading 'id')");
    expect(explainError(bug, t)).toBe(bug);
  });

  it("leaves other errors as they are, and an explained one too", () => {
    const conflict = networkError(409, { errorMessage: "taken" });
    expect(explainError(conflict, t)).toBe(conflict);
    expect(explainError("<forbiddenError>", t)).toBe("<forbiddenError>");
  });
});
