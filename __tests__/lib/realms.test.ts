import { fetchRealmNames } from "@/lib/queries/realms";
import { fetchServerInfo } from "@/lib/queries/serverInfo";
import { createAdminClient } from "@/lib/admin-client";
import { DEFAULT_ENVIRONMENT } from "@/lib/env";

const env = { adminBaseUrl: "http://server", realm: "master" };
const respond = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

afterEach(() => jest.restoreAllMocks());

describe("realm names", () => {
  it("asks ui-ext for a page of names with the bearer token", async () => {
    const fetch = jest.spyOn(globalThis, "fetch").mockResolvedValue(respond([{ name: "acme", displayName: "Acme" }]));
    const names = await fetchRealmNames(env, { first: 10, max: 11, search: "ac" }, async () => "tkn");
    expect(names).toEqual([{ name: "acme", displayName: "Acme" }]);
    const [url, init] = fetch.mock.calls[0];
    expect(String(url)).toBe("http://server/admin/realms/master/ui-ext/realms/names?first=10&max=11&search=ac");
    expect(new Headers(init?.headers).get("Authorization")).toBe("Bearer tkn");
  });

  it("yields an empty list on a client error", async () => {
    jest.spyOn(globalThis, "fetch").mockResolvedValue(respond({ error: "forbidden" }, 403));
    await expect(fetchRealmNames(env, {}, async () => "tkn")).resolves.toEqual([]);
  });

  it("rethrows a server error", async () => {
    jest.spyOn(globalThis, "fetch").mockResolvedValue(respond({ error: "down" }, 500));
    await expect(fetchRealmNames(env, {}, async () => "tkn")).rejects.toThrow("(500)");
  });
});

describe("server info", () => {
  it("is empty when the server answers 403, and an error otherwise", async () => {
    const client = createAdminClient(DEFAULT_ENVIRONMENT, async () => "tkn");
    jest.spyOn(globalThis, "fetch").mockResolvedValueOnce(respond({ error: "HTTP 403 Forbidden" }, 403));
    await expect(fetchServerInfo(client)).resolves.toEqual({});
    jest.spyOn(globalThis, "fetch").mockResolvedValueOnce(respond({ error: "boom" }, 500));
    await expect(fetchServerInfo(client)).rejects.toThrow("boom");
  });
});
