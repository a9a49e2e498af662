import {
  emailSchema,
  toEmailRealm,
  toEmailValues,
  toTestSettings,
  type EmailValues,
} from "@/components/areas/realm-settings/email/emailForm";

const MESSAGES = { required: "required", invalidEmail: "invalid email", invalidPort: "invalid port" };
const schema = emailSchema(MESSAGES);

const VALUES: EmailValues = {
  from: "noreply@acme.example",
  fromDisplayName: "Acme",
  replyTo: "",
  replyToDisplayName: "",
  envelopeFrom: "",
  host: " smtp.acme.example ",
  port: "587",
  encryption: ["starttls"],
  auth: true,
  user: "mailer",
  password: "**********",
};

function issues(values: EmailValues) {
  const result = schema.safeParse(values);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path.join("."), i.message]));
}

describe("email form", () => {
  it("reads the realm's smtpServer map, the switches as a list and a boolean", () => {
    const values = toEmailValues({
      smtpServer: {
        from: "a@b.example",
        host: "h",
        ssl: "true",
        starttls: "false",
        auth: "true",
        user: "u",
        password: "**********",
      },
    });
    expect(values).toEqual({
      from: "a@b.example",
      fromDisplayName: "",
      replyTo: "",
      replyToDisplayName: "",
      envelopeFrom: "",
      host: "h",
      port: "",
      encryption: ["ssl"],
      auth: true,
      user: "u",
      password: "**********",
    });
    expect(toEmailValues({}).auth).toBe(false);
  });

  it("saves the map without empty entries, the switches as strings, and keeps entries it does not show", () => {
    const realm = toEmailRealm(
      { realm: "acme", smtpServer: { authType: "basic", replyTo: "old@acme.example" } },
      VALUES,
    );
    expect(realm.realm).toBe("acme");
    expect(realm.smtpServer).toEqual({
      authType: "basic",
      from: "noreply@acme.example",
      fromDisplayName: "Acme",
      host: "smtp.acme.example",
      port: "587",
      ssl: "false",
      starttls: "true",
      auth: "true",
      user: "mailer",
      password: "**********",
    });
  });

  it("drops the stored user and password once authentication is off", () => {
    const smtp = toEmailRealm(
      { smtpServer: { user: "u", password: "**********" } },
      { ...VALUES, auth: false },
    ).smtpServer!;
    expect(smtp.auth).toBe("false");
    expect(smtp).not.toHaveProperty("user");
    expect(smtp).not.toHaveProperty("password");
  });

  it("sends the test settings with the port as a number, and none when it is empty", () => {
    expect(toTestSettings(undefined, VALUES)).toMatchObject({ port: 587, host: "smtp.acme.example", starttls: "true" });
    expect(toTestSettings(undefined, { ...VALUES, port: "" })).not.toHaveProperty("port");
  });

  it("needs a valid sender and a host, a valid port, and a login once authentication is on", () => {
    expect(issues(VALUES)).toEqual({});
    expect(issues({ ...VALUES, from: "", host: "  " })).toEqual({ from: "required", host: "required" });
    expect(issues({ ...VALUES, from: "not-an-address", replyTo: "nope" })).toEqual({
      from: "invalid email",
      replyTo: "invalid email",
    });
    expect(issues({ ...VALUES, port: "70000" })).toEqual({ port: "invalid port" });
    expect(issues({ ...VALUES, port: "25a" })).toEqual({ port: "invalid port" });
    expect(issues({ ...VALUES, user: "", password: "" })).toEqual({ user: "required", password: "required" });
    expect(issues({ ...VALUES, auth: false, user: "", password: "" })).toEqual({});
  });
});
