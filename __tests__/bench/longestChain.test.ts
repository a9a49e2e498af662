/** @jest-environment node */
import { longestChain } from "../../scripts/bench-chain";

const request = (url: string, started: number, ended: number) => ({ url, started, ended });
const urls = (chain: { url: string }[]) => chain.map((r) => r.url);

describe("round trips in series", () => {
  it("counts requests sent together as one round trip", () => {
    const chain = longestChain([request("whoami", 0, 40), request("realm", 1, 30), request("serverinfo", 2, 50)]);
    expect(chain).toHaveLength(1);
  });

  it("follows a request that waits for another one's answer", () => {
    const requests = [
      request("serverinfo", 0, 50),
      request("whoami", 1, 20),
      request("dashboard chunk", 51, 80),
      request("realm", 81, 100),
    ];
    expect(urls(longestChain(requests))).toEqual(["serverinfo", "dashboard chunk", "realm"]);
  });

  it("follows the answer that came last, not a quicker one that came before it", () => {
    // "users" was released by the slow "serverinfo"; "chunk" -> "roles" is a chain of its own beside it
    const requests = [
      request("chunk", 0, 110),
      request("serverinfo", 0, 300),
      request("roles", 112, 230),
      request("users", 302, 400),
    ];
    expect(urls(longestChain(requests))).toEqual(["chunk", "roles"]);
  });

  it("follows the longer chain of answers that came together, as one of them released the request", () => {
    // a chunk that finished downloading 3 ms after the token: the session's calls waited for the token
    const requests = [
      request("auth", 0, 100),
      request("token", 110, 200),
      request("chunk", 5, 203),
      request("serverinfo", 210, 300),
    ];
    expect(urls(longestChain(requests))).toEqual(["auth", "token", "serverinfo"]);
  });

  it("follows an answer across the main thread's work after it", () => {
    const requests = [request("screen chunk", 0, 100), request("users", 400, 500)];
    expect(urls(longestChain(requests))).toEqual(["screen chunk", "users"]);
  });

  it("starts a chain at a request sent long after the last answer: it waited for something else", () => {
    const requests = [request("screen chunk", 0, 100), request("users", 2000, 2100)];
    expect(longestChain(requests)).toHaveLength(1);
    // on a CPU 5 times slower, the main thread may well have worked that long
    expect(longestChain(requests, 5)).toHaveLength(2);
  });

  it("does not follow a request still in flight", () => {
    expect(longestChain([request("token", 0, 100), request("whoami", 99, 200)])).toHaveLength(1);
  });

  it("is empty without requests", () => {
    expect(longestChain([])).toEqual([]);
  });
});
