import type { ServerInfoRepresentation } from "@keycloak/keycloak-admin-client/lib/defs/serverInfoRepesentation.js";
import { NOT_RUN_AT_SIGN_IN, stepsNotRun } from "@/lib/authentication/stepsNotRun";

const notRun = { operationalInfo: { [NOT_RUN_AT_SIGN_IN.key]: NOT_RUN_AT_SIGN_IN.value } };
const SERVER: ServerInfoRepresentation = {
  providers: {
    authenticator: {
      internal: true,
      providers: {
        "auth-cookie": { order: 0 },
        webauthn: { order: 0, ...notRun },
        "conditional-user-role": { order: 0 },
      },
    },
    "form-action": { internal: true, providers: { "registration-user-creation": { order: 0 } } },
  },
};

const step = (providerId: string, displayName = providerId, requirement = "REQUIRED") => ({
  providerId,
  displayName,
  requirement,
  level: 0,
  index: 0,
});

describe("stepsNotRun", () => {
  it("names nothing when every step's provider runs, in whichever SPI it is", () => {
    expect(
      stepsNotRun([step("auth-cookie"), step("conditional-user-role"), step("registration-user-creation")], SERVER),
    ).toEqual([]);
  });

  it("names a step whose provider the server lacks, and one it says it does not run, once each", () => {
    expect(
      stepsNotRun(
        [step("my-extension", "My extension"), step("webauthn", "WebAuthn"), step("webauthn", "WebAuthn")],
        SERVER,
      ),
    ).toEqual(["My extension", "WebAuthn"]);
  });

  it("leaves out disabled steps and sub-flows, which are not providers", () => {
    expect(
      stepsNotRun(
        [step("my-extension", "My extension", "DISABLED"), { ...step("forms"), authenticationFlow: true }],
        SERVER,
      ),
    ).toEqual([]);
  });

  it("knows nothing without the server's provider list", () => {
    expect(stepsNotRun([step("my-extension")], {})).toEqual([]);
  });
});
