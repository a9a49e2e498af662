import { createAdminClient } from "@/lib/admin-client";
import { DEFAULT_ENVIRONMENT } from "@/lib/env";

const respond = (body: unknown, status = 200) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json" },
  });
const requestOf = ([url, init]: [RequestInfo | URL, RequestInit?]) => ({
  url: String(url),
  method: init?.method ?? "GET",
  authorization: new Headers(init?.headers).get("Authorization"),
});

afterEach(() => jest.restoreAllMocks());

describe("the admin client's realms", () => {
  it("reads a realm with start-up's own request, and answers null for a realm that does not exist", async () => {
    const client = createAdminClient(DEFAULT_ENVIRONMENT, async () => "tkn");
    const fetch = jest
      .spyOn(globalThis, "fetch")
      .mockResolvedValueOnce(respond({ realm: "acme", enabled: true }))
      .mockResolvedValueOnce(respond({ error: "Realm not found." }, 404));
    await expect(client.realms.findOne({ realm: "acme" })).resolves.toEqual({ realm: "acme", enabled: true });
    await expect(client.realms.findOne({ realm: "gone" })).resolves.toBeNull();
    expect(fetch.mock.calls.map(requestOf)).toEqual([
      { url: `${DEFAULT_ENVIRONMENT.adminBaseUrl}/admin/realms/acme`, method: "GET", authorization: "Bearer tkn" },
      { url: `${DEFAULT_ENVIRONMENT.adminBaseUrl}/admin/realms/gone`, method: "GET", authorization: "Bearer tkn" },
    ]);
  });

  it("sends the realm methods start-up does not need through the whole client", async () => {
    const client = createAdminClient(DEFAULT_ENVIRONMENT, async () => "tkn");
    const fetch = jest.spyOn(globalThis, "fetch").mockResolvedValueOnce(respond(undefined, 204));
    await client.realms.update({ realm: "acme" }, { displayName: "Acme" });
    expect(fetch.mock.calls.map(requestOf)).toEqual([
      { url: `${DEFAULT_ENVIRONMENT.adminBaseUrl}/admin/realms/acme`, method: "PUT", authorization: "Bearer tkn" },
    ]);
    expect(JSON.parse(String(fetch.mock.calls[0][1]?.body))).toEqual({ displayName: "Acme" });
  });
});
