import { isWebUrl } from "@/lib/webUrl";

describe("isWebUrl", () => {
  it("lets http, https and paths on the console's server through", () => {
    expect(isWebUrl("https://app.example.com/home")).toBe(true);
    expect(isWebUrl("http://localhost:8080")).toBe(true);
    expect(isWebUrl("/realms/master/account/")).toBe(true);
  });

  it("stops script and other schemes, whatever their case or what precedes them", () => {
    for (const value of [
      "javascript:alert(1)",
      "JaVaScRiPt:alert(1)",
      " javascript:alert(1)",
      "\u0001javascript:alert(1)",
      "java\tscript:alert(1)",
      "data:text/html,<script>alert(1)</script>",
      "vbscript:msgbox(1)",
      "file:///etc/passwd",
    ])
      expect(isWebUrl(value)).toBe(false);
    expect(isWebUrl(undefined)).toBe(false);
    expect(isWebUrl("")).toBe(false);
  });
});
