import { errorStatus } from "@/lib/errors";

/** Gives the access token, renewed first when it has less than `minValidity` seconds left (-1: renewed now). */
export type AccessTokenGetter = (minValidity?: number) => Promise<string>;

/**
 * Runs admin calls that the server may refuse with 401 in the middle of a session (its keys changed, it restarted
 * and forgot the session, an admin ended it) although the token has not expired.
 */
export type SessionRenewal = {
  /**
   * Runs `call`; when it fails with 401 the access token is renewed silently and `call` runs once more. Calls refused
   * together share one renewal. A token that was itself the answer to a refusal is not renewed again when refused:
   * the server then refuses the session, not the token, and renewing again would only loop. The call fails with its
   * 401 instead, which explainError (lib/errors.ts) tells the user about.
   */
  run<T>(call: () => Promise<T>): Promise<T>;
};

const isRefused = (error: unknown) => errorStatus(error) === 401;

export function createSessionRenewal(getAccessToken: AccessTokenGetter): SessionRenewal {
  /** renewals done so far: a call notes the count when it starts, to tell whether one was done while it was out */
  let renewals = 0;
  let renewing: Promise<boolean> | undefined;
  /** the token the last renewal got */
  let renewedToken: string | undefined;

  async function renew(): Promise<boolean> {
    const current = await getAccessToken().catch(() => undefined);
    if (current === undefined) return false;
    if (current === renewedToken) return false;
    try {
      renewedToken = await getAccessToken(-1);
      renewals++;
      return true;
    } catch {
      // the refresh was refused: lib/auth/token.ts has sent the browser to the login page if the session is over
      return false;
    }
  }

  /** Whether a call that started at `seen` renewals and was refused should be sent once more. */
  function renewAfterRefusal(seen: number): Promise<boolean> {
    if (renewals !== seen) return Promise.resolve(true);
    renewing ??= renew().finally(() => {
      renewing = undefined;
    });
    return renewing;
  }

  return {
    async run(call) {
      const seen = renewals;
      try {
        return await call();
      } catch (error) {
        if (!isRefused(error) || !(await renewAfterRefusal(seen))) throw error;
      }
      return call();
    },
  };
}

const renewals = new WeakMap<AccessTokenGetter, SessionRenewal>();

/** The renewal of the session `getAccessToken` serves: one per token getter, shared by everything that uses it. */
export function sessionRenewalFor(getAccessToken: AccessTokenGetter): SessionRenewal {
  let renewal = renewals.get(getAccessToken);
  if (!renewal) renewals.set(getAccessToken, (renewal = createSessionRenewal(getAccessToken)));
  return renewal;
}
