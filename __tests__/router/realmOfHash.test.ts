import { realmOfHash } from "@/lib/router/realmOfHash";

describe("realmOfHash", () => {
  it("reads the first segment of the hash route", () => {
    expect(realmOfHash("#/acme/users/1/settings")).toBe("acme");
    expect(realmOfHash("#/my%20realm")).toBe("my realm");
    expect(realmOfHash("#/acme?lang=ar")).toBe("acme");
  });

  it("names no realm for an empty or broken hash", () => {
    expect(realmOfHash("")).toBe("");
    expect(realmOfHash("#/")).toBe("");
    expect(realmOfHash("#/%E0%A4%A")).toBe("");
  });
});
