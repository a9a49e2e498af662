// Patterns a realm admin configures (the password policy's regexPattern, the user profile's pattern validator) are
// run on what anyone may send. A catastrophic pattern would block every request of every realm, so a match runs
// under a time limit, and pattern and value are capped in length first.
import { createContext, Script } from "node:vm";

const MAX_PATTERN_LENGTH = 1000;
const MAX_VALUE_LENGTH = 1000;
const TIME_LIMIT_MS = 100;

// one context for every match: the pattern and value are data in it, never code
const context = createContext({ pattern: "", flags: "", value: "" });
const match = new Script("new RegExp(pattern, flags).test(value)");

/** whether `value` matches; false for a pattern that is invalid, too long, or runs out of time twice */
export function boundedRegexTest(pattern: string, value: string, flags = "u"): boolean {
  if (pattern.length > MAX_PATTERN_LENGTH || value.length > MAX_VALUE_LENGTH) return false;
  Object.assign(context, { pattern, flags, value });
  try {
    // the limit is wall time: on a busy machine the thread can be kept waiting longer than that by itself (a valid
    // password was refused so in a loaded test run), so a match that ran out of time gets a second go; a
    // catastrophic pattern runs out of it again
    for (let attempt = 0; attempt < 2; attempt++) {
      const outcome = runMatch();
      if (outcome !== "timed out") return outcome;
    }
    return false;
  } finally {
    Object.assign(context, { pattern: "", value: "" });
  }
}

function runMatch(): boolean | "timed out" {
  try {
    return match.runInContext(context, { timeout: TIME_LIMIT_MS }) === true;
  } catch (error) {
    return (error as { code?: unknown }).code === "ERR_SCRIPT_EXECUTION_TIMEOUT" ? "timed out" : false;
  }
}
