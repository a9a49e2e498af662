// Keycloak's stock conditions in the browser flow: a conditional OTP sub-flow runs, or not, by user role (realm and
// client roles, negated, unknown), user attribute (value, whole-value pattern, negated, group attributes), client
// scope, sub-flow executed, user configured and credential; a user without OTP whose condition holds sets it up.
import { differential } from "./differential.js";
import { driver, flows, importPeople, loginClient, otpCredential, person, totp, type FlowStep } from "./loginSetup.js";
import { journey } from "./loginJourney.js";
import type { Api } from "./api.js";

const SECRET = "conditionsOtpSecret";
const withOtp = { credentials: [otpCredential(SECRET)] };

const condition = (authenticator: string, config?: Record<string, string>): FlowStep => ({
  authenticator,
  requirement: "REQUIRED",
  ...(config ? { config } : {}),
});

/** the browser flow with a one-time code asked after the password when `conditions` hold */
function otpWhen(alias: string, ...conditions: FlowStep[]) {
  return {
    alias,
    steps: [
      { authenticator: "auth-cookie", requirement: "ALTERNATIVE" },
      {
        flow: `${alias} forms`,
        requirement: "ALTERNATIVE",
        steps: [
          { authenticator: "auth-username-password-form", requirement: "REQUIRED" },
          {
            flow: `${alias} otp`,
            requirement: "CONDITIONAL",
            steps: [...conditions, { authenticator: "auth-otp-form", requirement: "REQUIRED" }],
          },
        ],
      },
    ],
  } as const satisfies { alias: string; steps: FlowStep[] };
}

const CASES: [alias: string, conditions: FlowStep[], people: string[]][] = [
  ["by role", [condition("conditional-user-role", { condUserRole: "needs-otp" })], ["olga", "oscar", "nora"]],
  [
    "by no role",
    [condition("conditional-user-role", { condUserRole: "needs-otp", negate: "true" })],
    ["olga", "oscar"],
  ],
  ["by client role", [condition("conditional-user-role", { condUserRole: "billing.auditor" })], ["cara", "oscar"]],
  ["by unknown role", [condition("conditional-user-role", { condUserRole: "no-such-role" })], ["olga"]],
  [
    "by attribute",
    [condition("conditional-user-attribute", { attribute_name: "level", attribute_expected_value: "high" })],
    ["olga", "oscar"],
  ],
  [
    "by attribute pattern",
    [
      condition("conditional-user-attribute", {
        attribute_name: "level",
        attribute_expected_value: "h.*",
        regex: "true",
      }),
    ],
    ["olga", "oscar"],
  ],
  [
    "by part of an attribute",
    [
      condition("conditional-user-attribute", {
        attribute_name: "level",
        attribute_expected_value: "hi",
        regex: "true",
      }),
    ],
    ["olga"],
  ],
  [
    "by no attribute",
    [
      condition("conditional-user-attribute", {
        attribute_name: "level",
        attribute_expected_value: "high",
        not: "true",
      }),
    ],
    ["olga", "oscar"],
  ],
  [
    "by group attribute",
    [
      condition("conditional-user-attribute", {
        attribute_name: "dept",
        attribute_expected_value: "ops",
        include_group_attributes: "true",
      }),
    ],
    ["gina", "oscar"],
  ],
  [
    "by own attribute only",
    [condition("conditional-user-attribute", { attribute_name: "dept", attribute_expected_value: "ops" })],
    ["gina"],
  ],
  ["by configured user", [condition("conditional-user-configured")], ["olga", "alice"]],
  ["by password used", [condition("conditional-credential", { credentials: "password", included: "true" })], ["oscar"]],
  ["by otp not used", [condition("conditional-credential", { credentials: "otp", included: "false" })], ["oscar"]],
  [
    "by two conditions",
    [condition("conditional-user-role", { condUserRole: "needs-otp" }), condition("conditional-user-configured")],
    ["olga", "nora"],
  ],
  ["without conditions", [], ["olga"]],
];

/** a sub-flow that runs for holders of the role, and a second one asking for the code when the first ran */
const AFTER_SUBFLOW = {
  alias: "after sub-flow",
  steps: [
    { authenticator: "auth-username-password-form", requirement: "REQUIRED" },
    {
      flow: "role holders",
      requirement: "CONDITIONAL",
      steps: [
        condition("conditional-user-role", { condUserRole: "needs-otp" }),
        { authenticator: "allow-access-authenticator", requirement: "REQUIRED" },
      ],
    },
    {
      flow: "code when role holders ran",
      requirement: "CONDITIONAL",
      steps: [
        condition("conditional-sub-flow-executed", { flow_to_check: "role holders", check_result: "executed" }),
        { authenticator: "auth-otp-form", requirement: "REQUIRED" },
      ],
    },
  ],
} as const satisfies { alias: string; steps: FlowStep[] };

const SCOPE_FLOW = otpWhen("by scope", condition("conditional-client-scope", { client_scope: "phone" }));

const PEOPLE = {
  olga: person("olga", { ...withOtp, realmRoles: ["needs-otp"], attributes: { level: ["high"] } }),
  oscar: person("oscar", { ...withOtp, attributes: { level: ["low"] } }),
  gina: person("gina", { ...withOtp, groups: ["/staff"] }),
  cara: person("cara", { ...withOtp, clientRoles: { billing: ["auditor"] } }),
  alice: person("alice"),
  nora: person("nora", { realmRoles: ["needs-otp"] }),
};

const realm = {
  roles: { realm: [{ name: "needs-otp" }], client: { billing: [{ name: "auditor" }] } },
  clients: [{ clientId: "billing", bearerOnly: true }],
  groups: [{ name: "staff", attributes: { dept: ["ops"] } }],
  ...flows(...CASES.map(([alias, conditions]) => otpWhen(alias, ...conditions)), AFTER_SUBFLOW, SCOPE_FLOW),
};

/** the users' own attributes (level, dept) are kept: the realm's user profile lets unmanaged attributes be */
async function scenarioPeople(api: Api, tag: string | number) {
  const profile = (await api.quietly("GET", "/users/profile")).body as Record<string, unknown>;
  await api.quietly("PUT", "/users/profile", { ...profile, unmanagedAttributePolicy: "ENABLED" });
  return importPeople(api, tag, PEOPLE);
}

differential("login-conditions", realm, (scenario) => {
  CASES.forEach(([alias, , people], i) =>
    scenario(`asks for the code ${alias}`, async (api) => {
      const client = await loginClient(api, alias.replaceAll(" ", "-"), { browser: alias });
      const named = await scenarioPeople(api, i);
      for (const name of people)
        await journey(api, driver(api, client), `${name}, ${alias}`, { username: named(name), otp: totp(SECRET) });
    }),
  );

  scenario("asks for the code after a sub-flow that ran", async (api) => {
    const client = await loginClient(api, "after-sub-flow", { browser: AFTER_SUBFLOW.alias });
    const named = await scenarioPeople(api, "after");
    for (const name of ["olga", "oscar"])
      await journey(api, driver(api, client), name, { username: named(name), otp: totp(SECRET) });
  });

  scenario("asks for the code when the client scope is requested", async (api) => {
    const client = await loginClient(api, "by-scope", { browser: SCOPE_FLOW.alias });
    const named = await scenarioPeople(api, "scope");
    // each login by another step's code: a code is good once
    for (const [scope, step] of [
      ["openid", 0],
      ["openid phone", -1],
    ] as const)
      await journey(api, driver(api, client), `scope ${scope}`, {
        username: named("oscar"),
        otp: totp(SECRET, step),
        params: { scope },
      });
  });
});
