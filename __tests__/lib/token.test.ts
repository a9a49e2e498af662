import { ErrorResponse, type User, type UserManager } from "oidc-client-ts";
import {
  createAccessTokenGetter,
  getAccessToken as consoleToken,
  isSessionEndedError,
  setAccessTokenSource,
} from "@/lib/auth/token";

const NOW = 1_000_000;

function userExpiringIn(seconds: number, token = "old-token"): User {
  return { access_token: token, expires_at: NOW + seconds } as User;
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function fakeUserManager(user: User | null) {
  return {
    getUser: jest.fn(async () => user),
    signinSilent: jest.fn(),
    removeUser: jest.fn(async () => undefined),
  };
}

const asManager = (fake: ReturnType<typeof fakeUserManager>) => fake as unknown as UserManager;

describe("getAccessToken", () => {
  it("returns the current token while more than 5 seconds remain", async () => {
    const manager = fakeUserManager(userExpiringIn(6));
    const getAccessToken = createAccessTokenGetter(asManager(manager), { now: () => NOW });
    await expect(getAccessToken()).resolves.toBe("old-token");
    expect(manager.signinSilent).not.toHaveBeenCalled();
  });

  it("refreshes when 5 seconds or less remain, or the token has expired", async () => {
    for (const remaining of [5, 1, -30]) {
      const manager = fakeUserManager(userExpiringIn(remaining));
      manager.signinSilent.mockResolvedValue(userExpiringIn(300, "new-token"));
      const getAccessToken = createAccessTokenGetter(asManager(manager), { now: () => NOW });
      await expect(getAccessToken()).resolves.toBe("new-token");
      expect(manager.signinSilent).toHaveBeenCalledTimes(1);
    }
  });

  it("honours a larger minValidity and forces a refresh with -1", async () => {
    const manager = fakeUserManager(userExpiringIn(60));
    manager.signinSilent.mockResolvedValue(userExpiringIn(300, "new-token"));
    const getAccessToken = createAccessTokenGetter(asManager(manager), { now: () => NOW });
    await expect(getAccessToken(30)).resolves.toBe("old-token");
    await expect(getAccessToken(60)).resolves.toBe("new-token");
    await expect(getAccessToken(-1)).resolves.toBe("new-token");
    expect(manager.signinSilent).toHaveBeenCalledTimes(2);
  });

  it("rejects an invalid minValidity and a missing user", async () => {
    const getAccessToken = createAccessTokenGetter(asManager(fakeUserManager(userExpiringIn(60))), { now: () => NOW });
    await expect(getAccessToken(Number.NaN)).rejects.toThrow("Invalid minValidity");
    await expect(getAccessToken(-2)).rejects.toThrow("Invalid minValidity");
    const signedOut = createAccessTokenGetter(asManager(fakeUserManager(null)));
    await expect(signedOut()).rejects.toThrow("Not authenticated");
  });

  it("runs one refresh at a time; callers that arrive meanwhile share it", async () => {
    const manager = fakeUserManager(userExpiringIn(2));
    const refresh = deferred<User>();
    manager.signinSilent.mockReturnValue(refresh.promise);
    const getAccessToken = createAccessTokenGetter(asManager(manager), { now: () => NOW });

    const callers = [getAccessToken(), getAccessToken(), getAccessToken(-1)];
    await Promise.resolve();
    await Promise.resolve();
    refresh.resolve(userExpiringIn(300, "shared-token"));
    await expect(Promise.all(callers)).resolves.toEqual(["shared-token", "shared-token", "shared-token"]);
    expect(manager.signinSilent).toHaveBeenCalledTimes(1);

    // the next refresh is a new one
    manager.signinSilent.mockResolvedValue(userExpiringIn(300, "later-token"));
    await expect(getAccessToken(-1)).resolves.toBe("later-token");
    expect(manager.signinSilent).toHaveBeenCalledTimes(2);
  });

  it("ends the session when the refresh is refused with 400 (invalid_grant)", async () => {
    const manager = fakeUserManager(userExpiringIn(0));
    const refused = new ErrorResponse({ error: "invalid_grant", error_description: "Token is not active" });
    manager.signinSilent.mockRejectedValue(refused);
    const onSessionEnded = jest.fn();
    const getAccessToken = createAccessTokenGetter(asManager(manager), { now: () => NOW, onSessionEnded });

    await expect(Promise.all([getAccessToken(), getAccessToken()])).rejects.toBe(refused);
    expect(manager.signinSilent).toHaveBeenCalledTimes(1);
    expect(manager.removeUser).toHaveBeenCalledTimes(1);
    expect(onSessionEnded).toHaveBeenCalledTimes(1);
  });

  it("keeps the session when the refresh fails otherwise (network, 5xx)", async () => {
    const manager = fakeUserManager(userExpiringIn(0));
    manager.signinSilent.mockRejectedValue(new TypeError("Failed to fetch"));
    const onSessionEnded = jest.fn();
    const getAccessToken = createAccessTokenGetter(asManager(manager), { now: () => NOW, onSessionEnded });
    await expect(getAccessToken()).rejects.toThrow("Failed to fetch");
    expect(manager.removeUser).not.toHaveBeenCalled();
    expect(onSessionEnded).not.toHaveBeenCalled();
  });
});

describe("isSessionEndedError", () => {
  it("recognises the token endpoint's refusals", () => {
    expect(isSessionEndedError(new ErrorResponse({ error: "invalid_grant" }))).toBe(true);
    expect(isSessionEndedError(new Error("Bad Request (400)"))).toBe(true);
    expect(isSessionEndedError(new Error("Internal Server Error (500)"))).toBe(false);
    expect(isSessionEndedError("invalid_grant")).toBe(false);
  });
});

describe("the console's getAccessToken", () => {
  it("serves tokens from the getter the console set, and none before", async () => {
    setAccessTokenSource(undefined);
    await expect(consoleToken()).rejects.toThrow("Not authenticated");
    const getter = jest.fn(async (minValidity?: number) => `token-${minValidity}`);
    setAccessTokenSource(getter);
    await expect(consoleToken()).resolves.toBe("token-5");
    await expect(consoleToken(-1)).resolves.toBe("token--1");
  });
});
