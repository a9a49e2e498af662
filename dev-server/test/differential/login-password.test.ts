// Signing in with a password, in the browser and by the direct grant, on the realm's stock flows: the login page, a
// wrong password, an unknown or disabled user, and the tokens a successful login gets.
import { differential } from "./differential.js";
import { driver, loginClient, passwordGrant, person, PASSWORD } from "./loginSetup.js";
import { stepOutcome, tokenOutcome } from "./loginOutcome.js";

differential("login-password", { users: [person("alice"), person("dora", { enabled: false })] }, (scenario) => {
  scenario("signs in through the login page and gets its tokens", async (api) => {
    const browser = driver(api, await loginClient(api, "page-app"));
    api.outcome("the first page", stepOutcome(await browser.start()));
    const back = await browser.submit({ username: "alice", password: PASSWORD });
    api.outcome("after the password", stepOutcome(back));
    if (back.kind !== "back") return;
    api.outcome("the tokens", tokenOutcome(await browser.exchange(back.params.code)));
  });

  scenario("refuses a wrong password, an unknown user and a disabled one on the login page", async (api) => {
    const browser = driver(api, await loginClient(api, "refusing-app"));
    await browser.start();
    api.outcome("a wrong password", stepOutcome(await browser.submit({ username: "alice", password: "wrong" })));
    api.outcome("an unknown user", stepOutcome(await browser.submit({ username: "nobody", password: PASSWORD })));
    api.outcome("a disabled user", stepOutcome(await browser.submit({ username: "dora", password: PASSWORD })));
  });

  scenario("answers the direct grant for a right and a wrong password, an unknown and a disabled user", async (api) => {
    const client = await loginClient(api, "grant-app");
    for (const [what, username, password] of [
      ["the right password", "alice", PASSWORD],
      ["a wrong password", "alice", "wrong"],
      ["an unknown user", "nobody", PASSWORD],
      ["a disabled user", "dora", PASSWORD],
    ])
      api.outcome(what, tokenOutcome(await passwordGrant(api, client, username, { password, scope: "openid" })));
  });
});
