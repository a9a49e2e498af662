// A sign-in taken to its end as a person would: the login page gets the username and password, the one-time code page
// gets the code, and whatever page comes next is where the journey stops. Every step's outcome is recorded, and the
// tokens of a login that ends with a code.
import type { Api } from "./api.js";
import type { LoginDriver, LoginStop } from "./loginDriver.js";
import { stepOutcome, tokenOutcome } from "./loginOutcome.js";
import { PASSWORD } from "./loginSetup.js";

export interface JourneyAnswers {
  username: string;
  /** the one-time code, when the login asks for one */
  otp?: string;
  /** parameters of the authorization request (scope, acr_values, prompt...) */
  params?: Record<string, string>;
}

const MAX_STEPS = 6;

/** the answer a page gets, or undefined when the journey stops at it */
function answerFor(stop: LoginStop, answers: JourneyAnswers): Record<string, string> | undefined {
  if (stop.kind !== "page") return undefined;
  const fields = new Set(stop.view.forms.flatMap((f) => f.fields.map((x) => x.name)));
  if (fields.has("username") && fields.has("password")) return { username: answers.username, password: PASSWORD };
  if (fields.has("otp") && answers.otp !== undefined) return { otp: answers.otp };
  return undefined;
}

export async function journey(
  api: Api,
  browser: LoginDriver,
  label: string,
  answers: JourneyAnswers,
): Promise<LoginStop> {
  let stop = await browser.start(answers.params);
  for (let step = 1; step <= MAX_STEPS; step++) {
    api.outcome(`${label}, step ${step}`, stepOutcome(stop));
    const answer = answerFor(stop, answers);
    if (!answer) break;
    stop = await browser.submit(answer);
  }
  if (stop.kind === "back" && stop.params.code)
    api.outcome(`${label}, tokens`, tokenOutcome(await browser.exchange(stop.params.code)));
  return stop;
}
