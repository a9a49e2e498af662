import { createTranslationLoader, TranslationLoadError } from "@/lib/i18n/loader";
import { loadRealmMessages, translationsUrl } from "@/lib/i18n/serverTranslations";

const URL_EN = "http://server/resources/master/admin/en";
const entries = [{ key: "users", value: "Benutzer" }];

const json = (body: unknown, status = 200) =>
  new Response(typeof body === "string" ? body : JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json" },
  });

/** Lets pending promise callbacks run between fake-timer steps. */
async function flush() {
  for (let i = 0; i < 10; i++) await Promise.resolve();
}

describe("translation loader", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it("retries a 5xx five times, waiting 350 ms and doubling", async () => {
    const fetch = jest.fn(async () => json({ error: "down" }, 503));
    const load = createTranslationLoader({ fetch });
    const result = load(URL_EN).catch((error: unknown) => error);

    await flush();
    expect(fetch).toHaveBeenCalledTimes(1);
    for (const [retry, delay] of [350, 700, 1400, 2800, 5600].entries()) {
      await jest.advanceTimersByTimeAsync(delay - 1);
      expect(fetch).toHaveBeenCalledTimes(retry + 1);
      await jest.advanceTimersByTimeAsync(1);
      expect(fetch).toHaveBeenCalledTimes(retry + 2);
    }
    const error = await result;
    expect(error).toBeInstanceOf(TranslationLoadError);
    expect(error).toMatchObject({ failure: "server", status: 503 });
    await jest.advanceTimersByTimeAsync(60_000);
    expect(fetch).toHaveBeenCalledTimes(6);
  });

  it("retries a network failure and succeeds when the server recovers", async () => {
    const fetch = jest
      .fn()
      .mockRejectedValueOnce(new TypeError("Failed to fetch"))
      .mockResolvedValueOnce(json({}, 500))
      .mockResolvedValueOnce(json(entries));
    const load = createTranslationLoader({ fetch });
    const result = load(URL_EN);
    await jest.advanceTimersByTimeAsync(350 + 700);
    await expect(result).resolves.toEqual(entries);
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it("fails at once on a 4xx", async () => {
    const fetch = jest.fn(async () => json({ error: "not found" }, 404));
    const load = createTranslationLoader({ fetch });
    await expect(load(URL_EN)).rejects.toMatchObject({ failure: "client", status: 404 });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("reports bad JSON as a parse failure without retrying", async () => {
    const fetch = jest.fn(async () => json("<html>not json"));
    const load = createTranslationLoader({ fetch });
    await expect(load(URL_EN)).rejects.toMatchObject({ failure: "parse" });
    const notAList = createTranslationLoader({ fetch: jest.fn(async () => json({ users: "x" })) });
    await expect(notAList(URL_EN)).rejects.toMatchObject({ failure: "parse" });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("reads at most 10 resources at once", async () => {
    jest.useRealTimers();
    const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
    const pending: ((response: Response) => void)[] = [];
    const fetch = jest.fn(() => new Promise<Response>((resolve) => pending.push(resolve)));
    const load = createTranslationLoader({ fetch });
    const results = Array.from({ length: 15 }, (_, i) => load(`${URL_EN}?n=${i}`));

    await settle();
    expect(fetch).toHaveBeenCalledTimes(10);
    pending.shift()!(json(entries));
    pending.shift()!(json(entries));
    await settle();
    expect(fetch).toHaveBeenCalledTimes(12);
    while (pending.length) {
      pending.shift()!(json(entries));
      await settle();
    }
    await expect(Promise.all(results)).resolves.toHaveLength(15);
    expect(fetch).toHaveBeenCalledTimes(15);
  });
});

describe("realm messages", () => {
  it("builds the resource URL", () => {
    expect(translationsUrl({ adminBaseUrl: "http://server" }, "my realm", "pt-BR")).toBe(
      "http://server/resources/my%20realm/admin/pt-BR",
    );
  });

  it("overlays the locale over the realm's English and converts to ICU", async () => {
    const load = jest.fn(async (url: string) =>
      url.endsWith("/en")
        ? [
            { key: "users", value: "Users" },
            { key: "hello", value: "Hello {{name}}" },
          ]
        : [{ key: "users", value: "Benutzer" }],
    );
    const messages = await loadRealmMessages({ adminBaseUrl: "http://server" }, "master", "de", load);
    expect(messages).toEqual({ users: "Benutzer", hello: "Hello {name}" });
  });

  it("puts what stands between (the console's own translation) over the realm's English and its fallbacks, under its locale", async () => {
    const load = jest.fn(async (url: string) =>
      url.endsWith("/en")
        ? [
            { key: "users", value: "Users" },
            { key: "groups", value: "Groups" },
          ]
        : [
            { key: "users", value: "Benutzer (Realm)" },
            { key: "groups", value: "Groups" },
          ],
    );
    const between = Promise.resolve({ users: "Benutzer", groups: "Gruppen" });
    const messages = await loadRealmMessages({ adminBaseUrl: "http://server" }, "master", "de", load, between);
    expect(messages).toEqual({ users: "Benutzer (Realm)", groups: "Gruppen" });
  });

  it("warns and falls back to English when a locale fails", async () => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => {});
    const load = jest.fn(async (url: string) => {
      if (url.endsWith("/fr")) throw new TranslationLoadError(url, "client", 404);
      return [{ key: "users", value: "Users (realm)" }];
    });
    await expect(loadRealmMessages({ adminBaseUrl: "http://server" }, "master", "fr", load)).resolves.toEqual({
      users: "Users (realm)",
    });
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });
});
