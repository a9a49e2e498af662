/** @jest-environment node */
import { longestChain } from "../../scripts/bench-startup";

const request = (url: string, started: number, ended: number) => ({ url, started, ended });

describe("round trips in series after the token", () => {
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
    expect(longestChain(requests).map((r) => r.url)).toEqual(["serverinfo", "dashboard chunk", "realm"]);
  });

  it("is empty without requests", () => {
    expect(longestChain([])).toEqual([]);
  });
});
