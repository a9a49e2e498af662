import { NetworkError } from "@keycloak/keycloak-admin-client";
import { createSessionRenewal } from "@/lib/auth/sessionRenewal";
import { createAdminClient } from "@/lib/admin-client";
import { setAccessTokenSource, type AccessTokenGetter } from "@/lib/auth/token";
import { DEFAULT_ENVIRONMENT } from "@/lib/env";
import { requestUiExt } from "@/lib/queries/uiExt";

const refused = () =>
  new NetworkError("HTTP 401 Unauthorized", {
    response: new Response(null, { status: 401 }),
    responseData: { error: "HTTP 401 Unauthorized" },
  });

/** A token getter whose forced refreshes (-1) hand out token-1, token-2, …; it starts with token-0. */
function fakeTokens() {
  let token = "token-0";
  let refreshes = 0;
  const getter = jest.fn(async (minValidity?: number) => {
    if (minValidity === -1) token = `token-${++refreshes}`;
    return token;
  });
  return {
    getter: getter as AccessTokenGetter,
    refreshes: () => refreshes,
    /** a refresh of an expiring token, which the token getter does on its own */
    expire: () => (token = `expired-and-refreshed-${refreshes}`),
  };
}

/** A call that is refused while `refusing()` says so, and answers the token it was made with otherwise. */
function adminCall(tokens: ReturnType<typeof fakeTokens>, refusing: (token: string) => boolean) {
  return jest.fn(async () => {
    const token = await tokens.getter();
    if (refusing(token)) throw refused();
    return `ok with ${token}`;
  });
}

describe("session renewal", () => {
  it("renews the token once on a 401 and sends the call again", async () => {
    const tokens = fakeTokens();
    const renewal = createSessionRenewal(tokens.getter);
    const call = adminCall(tokens, (token) => token === "token-0");
    await expect(renewal.run(call)).resolves.toBe("ok with token-1");
    expect(call).toHaveBeenCalledTimes(2);
    expect(tokens.refreshes()).toBe(1);
  });

  it("leaves other failures alone", async () => {
    const tokens = fakeTokens();
    const renewal = createSessionRenewal(tokens.getter);
    const failure = new NetworkError("boom", { response: new Response(null, { status: 500 }), responseData: {} });
    const call = jest.fn(async () => {
      throw failure;
    });
    await expect(renewal.run(call)).rejects.toBe(failure);
    expect(call).toHaveBeenCalledTimes(1);
    expect(tokens.refreshes()).toBe(0);
  });

  it("shares one renewal among the calls refused together", async () => {
    const tokens = fakeTokens();
    const renewal = createSessionRenewal(tokens.getter);
    const calls = Array.from({ length: 3 }, () => adminCall(tokens, (token) => token === "token-0"));
    await expect(Promise.all(calls.map((call) => renewal.run(call)))).resolves.toEqual([
      "ok with token-1",
      "ok with token-1",
      "ok with token-1",
    ]);
    expect(tokens.refreshes()).toBe(1);
  });

  it("does not renew for a call refused after a renewal made while it was out", async () => {
    const tokens = fakeTokens();
    const renewal = createSessionRenewal(tokens.getter);
    let release!: () => void;
    const answered = new Promise<void>((resolve) => (release = resolve));
    const slow = jest.fn(async () => {
      const token = await tokens.getter();
      await answered;
      if (token === "token-0") throw refused();
      return `ok with ${token}`;
    });
    const slowRun = renewal.run(slow);
    await expect(renewal.run(adminCall(tokens, (token) => token === "token-0"))).resolves.toBe("ok with token-1");
    release();
    await expect(slowRun).resolves.toBe("ok with token-1");
    expect(slow).toHaveBeenCalledTimes(2);
    expect(tokens.refreshes()).toBe(1);
  });

  it("does not loop when the renewed token is refused too: the 401 is the answer, now and later", async () => {
    const tokens = fakeTokens();
    const renewal = createSessionRenewal(tokens.getter);
    const always = adminCall(tokens, () => true);
    await expect(renewal.run(always)).rejects.toMatchObject({ response: { status: 401 } });
    expect(always).toHaveBeenCalledTimes(2);
    expect(tokens.refreshes()).toBe(1);

    // later calls are refused with the renewed token: no further renewal, one request each
    for (let i = 0; i < 5; i++) await expect(renewal.run(always)).rejects.toMatchObject({ response: { status: 401 } });
    expect(always).toHaveBeenCalledTimes(7);
    expect(tokens.refreshes()).toBe(1);

    // once the server accepts the session again, the token held works
    await expect(renewal.run(adminCall(tokens, () => false))).resolves.toBe("ok with token-1");
  });

  it("renews again for a token the getter refreshed since (it expired), when that one is refused", async () => {
    const tokens = fakeTokens();
    const renewal = createSessionRenewal(tokens.getter);
    await renewal.run(adminCall(tokens, (token) => token === "token-0"));
    tokens.expire();
    const call = adminCall(tokens, (token) => token.startsWith("expired"));
    await expect(renewal.run(call)).resolves.toBe("ok with token-2");
    expect(tokens.refreshes()).toBe(2);
  });

  it("fails with the 401 when the renewal itself fails", async () => {
    const getter = jest.fn(async (minValidity?: number) => {
      if (minValidity === -1) throw new Error("invalid_grant");
      return "token-0";
    });
    const renewal = createSessionRenewal(getter);
    const call = jest.fn(async () => {
      throw refused();
    });
    await expect(renewal.run(call)).rejects.toMatchObject({ response: { status: 401 } });
    expect(call).toHaveBeenCalledTimes(1);
  });
});

const respond = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
const unauthorized = () => respond({ error: "HTTP 401 Unauthorized" }, 401);
const bearer = (init: RequestInit | undefined) => new Headers(init?.headers).get("authorization");

describe("the admin client under session renewal", () => {
  afterEach(() => {
    jest.restoreAllMocks();
    setAccessTokenSource(undefined);
  });

  it("sends a refused request again with a renewed token, request methods and the methods built on them alike", async () => {
    const tokens = fakeTokens();
    const client = createAdminClient(DEFAULT_ENVIRONMENT, tokens.getter);
    const fetch = jest
      .spyOn(globalThis, "fetch")
      .mockResolvedValueOnce(unauthorized())
      .mockResolvedValueOnce(respond([{ id: "1", username: "alice" }]));
    await expect(client.users.find({ realm: "acme" })).resolves.toEqual([{ id: "1", username: "alice" }]);
    expect(fetch.mock.calls.map(([, init]) => bearer(init))).toEqual(["Bearer token-0", "Bearer token-1"]);

    // findOneByName is a method of the resource calling its request method `find`
    fetch.mockResolvedValueOnce(unauthorized()).mockResolvedValueOnce(respond([{ id: "2", name: "profile" }]));
    tokens.expire();
    await expect(client.clientScopes.findOneByName({ realm: "acme", name: "profile" })).resolves.toEqual({
      id: "2",
      name: "profile",
    });
    expect(tokens.refreshes()).toBe(2);
  });

  it("answers a persistent 401 after one renewal", async () => {
    const tokens = fakeTokens();
    const client = createAdminClient(DEFAULT_ENVIRONMENT, tokens.getter);
    const fetch = jest.spyOn(globalThis, "fetch").mockImplementation(async () => unauthorized());
    await expect(client.roles.find({ realm: "acme" })).rejects.toMatchObject({ response: { status: 401 } });
    await expect(client.roles.find({ realm: "acme" })).rejects.toMatchObject({ response: { status: 401 } });
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(tokens.refreshes()).toBe(1);
  });

  it("renews for the console-only endpoints too", async () => {
    const tokens = fakeTokens();
    setAccessTokenSource(tokens.getter);
    const fetch = jest
      .spyOn(globalThis, "fetch")
      .mockResolvedValueOnce(unauthorized())
      .mockResolvedValueOnce(respond([{ name: "acme" }]));
    const { response, body } = await requestUiExt({
      baseUrl: "http://server",
      realm: "master",
      path: "realms/names",
      token: () => tokens.getter(),
    });
    expect(response.status).toBe(200);
    expect(body).toEqual([{ name: "acme" }]);
    expect(fetch.mock.calls.map(([, init]) => bearer(init))).toEqual(["Bearer token-0", "Bearer token-1"]);

    // still refused: the 401 is answered to the caller, which reads the status
    fetch.mockImplementation(async () => unauthorized());
    const again = await requestUiExt({ baseUrl: "http://server", realm: "master", path: "x", token: tokens.getter });
    expect(again.response.status).toBe(401);
    expect(again.body).toEqual({ error: "HTTP 401 Unauthorized" });
  });
});
