import { placeholderKey, serverText, type TranslateKnown } from "@/lib/i18n/serverText";

const messages: Record<string, string> = { "client_admin-cli": "Admin CLI", username: "Username" };
const t: TranslateKnown = Object.assign((key: string) => messages[key] ?? `!${key}`, {
  has: (key: string) => key in messages,
});

describe("serverText", () => {
  it("translates a ${key} text the console knows", () => {
    expect(serverText("${client_admin-cli}", t)).toBe("Admin CLI");
    expect(serverText("${username}", t)).toBe("Username");
  });

  it("shows the bare key of a ${key} text it does not know, as Keycloak's consoles do", () => {
    expect(serverText("${profile.attribute.phone}", t)).toBe("profile.attribute.phone");
  });

  it("shows any other text as written, even one that is a message key", () => {
    expect(serverText("username", t)).toBe("username");
    expect(serverText("Price: ${price} each", t)).toBe("Price: ${price} each");
    expect(serverText("", t)).toBe("");
    expect(serverText(undefined, t)).toBeUndefined();
  });

  it("asks the translation when it cannot tell which keys it knows", () => {
    expect(serverText("${username}", (key) => `[${key}]`)).toBe("[username]");
  });
});

describe("placeholderKey", () => {
  it("is the key of a whole ${key} text only", () => {
    expect(placeholderKey("${a.b}")).toBe("a.b");
    expect(placeholderKey("x ${a}")).toBeUndefined();
    expect(placeholderKey("${}")).toBeUndefined();
  });
});
