import { argumentNames, compatibleTranslations } from "@/lib/i18n/compatibleTranslations";

describe("argumentNames", () => {
  it("reads simple arguments, plural and select arguments, and those inside them", () => {
    expect(argumentNames("Plain text")).toEqual([]);
    expect(argumentNames("Add a step to {flow}")).toEqual(["flow"]);
    expect(argumentNames("{count, plural, one {# hour} other {# hours in {realm}}}")).toEqual(["count", "realm"]);
    expect(argumentNames("Keycloak''s {name}")).toEqual(["name"]);
  });

  it("says when a message is not ICU", () => {
    expect(argumentNames("use {vault.ID}")).toBeUndefined();
  });
});

describe("compatibleTranslations", () => {
  const own = {
    addExecutionTo: "Add a step to {flow}",
    minutes: "{count, plural, one {# minute} other {# minutes}}",
    deleteGroup: "Delete group?",
    greeting: "Hello {name}",
  };

  it("keeps a server text that takes the console's arguments, and the keys the console does not have", () => {
    const server = { deleteGroup: "Remove group?", greeting: "Hallo {name}", serverOnly: "Only {here}" };
    expect(compatibleTranslations(own, server)).toEqual(server);
  });

  it("leaves out a server text whose arguments differ, so the console's own text stays", () => {
    const server = { addExecutionTo: "Add execution to {name}", minutes: "Minutes", greeting: "Hallo" };
    expect(compatibleTranslations(own, server)).toEqual({});
  });
});
